import type { UIFieldServerComponent } from 'payload'
import { LayoutErrors } from '../../blocks/LayoutErrors'
import { checkStoredLayout } from '../../blocks/validateLayout'

/**
 * On a page's edit view: a stored layout that fails validation (saved before a block changed, or
 * written to the database directly) is named here, block by block, instead of the page silently
 * losing those blocks on the site.
 */
export const LayoutNotice: UIFieldServerComponent = ({ data }) => {
  if (!data?.layout) return null
  return <LayoutErrors errors={checkStoredLayout(data.layout).errors} action="Shoppers see the page without them; the page builder opens without them, and its next save drops them (Versions keeps this one)." />
}
