import type { RegisteredBlock } from './types'
import { block as Hero } from './Hero'
import { block as PromoSlider } from './PromoSlider'
import { block as TextSection } from './TextSection'
import { block as RichText } from './RichText'
import { block as Image } from './Image'
import { block as ButtonGroup } from './ButtonGroup'
import { block as SalesCounter } from './SalesCounter'
import { block as Columns } from './Columns'
import { block as FAQ } from './FAQ'
import { block as FeatureBanner } from './FeatureBanner'
import { block as InventorySummary } from './InventorySummary'
import { block as SearchGrid } from './SearchGrid'
import { block as MakeCards } from './MakeCards'
import { block as FinanceCalculator } from './FinanceCalculator'
import { block as LocationList } from './LocationList'
import { block as LocationBlock } from './LocationBlock'

/** The blocks of ordinary pages (the shopper site's CMS and search pages render with these). */
export const pageBlocks: Record<string, RegisteredBlock> = {
  Hero,
  PromoSlider,
  TextSection,
  RichText,
  Image,
  ButtonGroup,
  SalesCounter,
  Columns,
  FAQ,
  FeatureBanner,
  InventorySummary,
  SearchGrid,
  MakeCards,
  FinanceCalculator,
  LocationList,
  LocationBlock,
}
