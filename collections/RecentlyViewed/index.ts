import type { CollectionConfig } from 'payload'
import { nobody, platformStaffDelete, staffOrOwnSiteShoppers } from '../Shoppers/access'

/**
 * A car page a signed-in shopper opened (issue 13: recently viewed in /my-garage). One row per
 * shopper and car, `viewedAt` moved on each view; only the last 12 are kept
 * (site/shoppers/recentlyViewed.ts). Written only by `/api/shoppers/viewed`.
 */
export const RecentlyViewed: CollectionConfig = {
  slug: 'recently-viewed',
  admin: { group: 'Dealer', defaultColumns: ['shopper', 'vehicle', 'viewedAt', 'site'] },
  access: { read: staffOrOwnSiteShoppers, create: nobody, update: nobody, delete: platformStaffDelete },
  indexes: [{ fields: ['shopper', 'vehicle'], unique: true }],
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    { name: 'viewedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
