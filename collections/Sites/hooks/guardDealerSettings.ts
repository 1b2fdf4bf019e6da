import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { isPlatformStaff, type RoleUser } from '../../../access/roles'
import { dealerEditableSections } from '../../../site/config/siteConfig'
import { changedSettingPaths } from '../../../site/rules/settingsDiff'

export const PLATFORM_ONLY_MESSAGE = 'Only platform staff may change this setting'

/**
 * Dealer staff may change only the SiteConfig sections marked `dealerEditable` (issue 15 item 8).
 * Compared with the stored config, so a dealer saving the whole form unchanged passes; any change
 * to a platform-only setting rejects the whole save, at that setting's path (nothing is half-written).
 * Saves without a user are the system's (seed, import).
 */
export const guardDealerSettings: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const user = req.user as RoleUser
  if (!user || isPlatformStaff(user) || !data || !('config' in data)) return data
  const editable = new Set(dealerEditableSections())
  const refused = changedSettingPaths(originalDoc?.config ?? {}, data.config ?? {}).filter((path) => !editable.has(path.split('.')[0] ?? ''))
  if (refused.length === 0) return data
  throw new ValidationError({ collection: 'sites', errors: refused.map((path) => ({ path: 'config', message: `config.${path}: ${PLATFORM_ONLY_MESSAGE}` })) }, req.t)
}
