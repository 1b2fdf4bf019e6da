import type { CollectionBeforeChangeHook, Field } from 'payload'
import { platformStaffField } from '../../access/predicates'
import { apiKeyHint, hashApiKey, MIN_KEY_LENGTH } from '../../site/inventory/import/apiKey'

const never = () => false

/**
 * The inventory import API key (issue 6 §3), platform staff only. Staff type a new key into the
 * virtual `newImportApiKey` field; only its hash and a masked hint are stored.
 */
export const importApiKeyFields: Field[] = [
  {
    name: 'newImportApiKey',
    type: 'text',
    virtual: true,
    // Readable by staff only so the admin shows them the input; being virtual it never holds a value.
    access: { read: platformStaffField, create: platformStaffField, update: platformStaffField },
    admin: { description: `Inventory import API key: type a new key (at least ${MIN_KEY_LENGTH} characters) to replace the current one. Only its hash is stored.` },
    validate: (value: unknown) => (value === undefined || value === null || value === '' || (typeof value === 'string' && value.length >= MIN_KEY_LENGTH) ? true : `The API key needs at least ${MIN_KEY_LENGTH} characters`),
  },
  {
    name: 'importApiKeyHint',
    type: 'text',
    access: { read: platformStaffField, create: never, update: never },
    admin: { readOnly: true, description: 'The current import API key, masked.' },
  },
  {
    name: 'importApiKeyHash',
    type: 'text',
    access: { read: never, create: never, update: never },
    admin: { hidden: true },
  },
]

/** Hashes a newly typed key into the stored fields; the key itself is never saved. */
export const hashImportApiKey: CollectionBeforeChangeHook = ({ data }) => {
  const key = data.newImportApiKey
  if (typeof key === 'string' && key.length > 0) {
    data.importApiKeyHash = hashApiKey(key)
    data.importApiKeyHint = apiKeyHint(key)
  }
  delete data.newImportApiKey
  return data
}
