/** The words of a stored option value (`test-drive` → "Test drive"): lead types, statuses and the like, in the admin. */
export const optionLabel = (value: string): string => value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
