import type { CollectionConfig } from 'payload'
import { nobody, platformStaffDelete, staffOrOwnSiteShoppers } from '../Shoppers/access'

/**
 * A car a shopper saved (watchlist, favourite or compare: issue 13). Written only by
 * `/api/shoppers/saved` for the signed-in shopper; the price when saved drives the Price dropped
 * marker in the garage.
 */
export const SavedCars: CollectionConfig = {
  slug: 'saved-cars',
  admin: { group: 'Dealer', defaultColumns: ['shopper', 'vehicle', 'createdAt', 'site'] },
  access: { read: staffOrOwnSiteShoppers, create: nobody, update: nobody, delete: platformStaffDelete },
  indexes: [{ fields: ['shopper', 'vehicle'], unique: true }],
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    { name: 'priceWhenSaved', type: 'number' },
    // What the shopper was last told (site/shoppers/alerts.ts): the next alert needs a lower price.
    { name: 'alertedPrice', type: 'number', admin: { readOnly: true } },
    { name: 'alertedSold', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
  ],
  timestamps: true,
}
