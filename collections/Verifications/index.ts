import type { CollectionConfig } from 'payload'
import { nobody, platformStaffDelete, staffOrOwnSiteShoppers } from '../Shoppers/access'

/**
 * The verifications record of FIN §7: one row per code sent (`sms`) and per code verified
 * (`verify`), with the site, its dealership and the shopper. Written by site/shoppers only.
 */
export const Verifications: CollectionConfig = {
  slug: 'verifications',
  admin: { group: 'Dealer', defaultColumns: ['createdAt', 'verificationType', 'shopper', 'dealership', 'site'] },
  access: { read: staffOrOwnSiteShoppers, create: nobody, update: nobody, delete: platformStaffDelete },
  fields: [
    { name: 'verificationType', type: 'select', required: true, options: ['sms', 'verify'] },
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
  ],
  timestamps: true,
}
