import type { CollectionConfig } from 'payload'
import { platformStaffOnly } from '../../access/predicates'
import { publicOrOwnDealership } from '../../access/dealershipScope'
import { guardTenancy, tenancyFields } from '../../access/tenancyGuard'
import { tags } from '../../site/cache/tags'
import { revalidateBy, relationId } from '../revalidateHooks'
import { vehicleFields } from './fields'
import { deriveVehicleFields } from './hooks/deriveVehicleFields'
import { keepReservedWhileHeld } from './hooks/keepReservedWhileHeld'
import { syncSearchIndexAfterChange, syncSearchIndexAfterDelete } from './hooks/syncSearchIndex'

const revalidate = revalidateBy((doc) => {
  const dealership = relationId(doc.dealership)
  return dealership === null ? [] : [tags.dealership(String(dealership))]
})

/**
 * Stock from dealer feeds (INV §3). Written by the importer and platform staff; dealer users
 * read their dealerships' cars; visitors read cars marked for the dealer website.
 */
export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stockNumber', 'status', 'carType', 'price', 'dealership'],
    listSearchableFields: ['name', 'stockNumber', 'vin', 'make', 'model'],
    group: 'Dealer',
  },
  access: {
    read: publicOrOwnDealership({ showOnDealerWebsite: { equals: true } }),
    create: platformStaffOnly,
    update: platformStaffOnly,
    delete: platformStaffOnly,
  },
  indexes: [
    { fields: ['dealership', 'stockNumber'], unique: true },
    { fields: ['dealership', 'status'] },
  ],
  hooks: {
    beforeOperation: [guardTenancy([tenancyFields.dealership, tenancyFields.location])],
    beforeValidate: [deriveVehicleFields],
    beforeChange: [keepReservedWhileHeld],
    afterChange: [revalidate.afterChange, syncSearchIndexAfterChange],
    afterDelete: [revalidate.afterDelete, syncSearchIndexAfterDelete],
  },
  fields: vehicleFields,
}
