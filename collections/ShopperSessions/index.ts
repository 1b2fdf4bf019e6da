import type { CollectionConfig } from 'payload'
import { nobody } from '../Shoppers/access'

/**
 * Shopper sign-in sessions (site/shoppers/session.ts): the SHA-256 of the cookie's random token,
 * never the token. Closed to every API; hidden from the admin.
 */
export const ShopperSessions: CollectionConfig = {
  slug: 'shopper-sessions',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
