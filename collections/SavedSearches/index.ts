import type { CollectionConfig } from 'payload'
import { nobody, platformStaffDelete, staffOrOwnSiteShoppers } from '../Shoppers/access'

/**
 * A search a shopper saved from the search page (issue 13: saved searches in /my-garage): its
 * canonical URL (site/rules/searchUrl.ts) and the title the search page gives it
 * (site/search/searchTitle.ts). Written only by `/api/shoppers/searches`.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  admin: { group: 'Dealer', useAsTitle: 'title', defaultColumns: ['title', 'shopper', 'createdAt', 'site'] },
  access: { read: staffOrOwnSiteShoppers, create: nobody, update: nobody, delete: platformStaffDelete },
  indexes: [{ fields: ['shopper', 'path'], unique: true }],
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'path', type: 'text', required: true },
    { name: 'title', type: 'text', required: true },
  ],
  timestamps: true,
}
