/**
 * Which stored settings a save changes (issue 15 item 8: dealer staff may change only the sections
 * marked dealer-editable). Stored config is sparse JSON: a key left out means "the default".
 */
type Json = unknown

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Structural equality of JSON values (key order does not matter). */
export function sameJson(a: Json, b: Json): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((key) => sameJson(a[key], b[key]))
  }
  return a === b
}

/**
 * Dotted paths of every value that differs between two stored configs, as deep as both sides are
 * objects (a list, or an object replaced by a scalar, is one value). Added and removed keys count.
 */
export function changedSettingPaths(before: Json, after: Json, prefix = ''): string[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => changedSettingPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key))
  }
  if (isRecord(before) !== isRecord(after) && (before === undefined || after === undefined)) {
    // A whole section added or removed: report its leaves, so the section is named.
    return changedSettingPaths(isRecord(before) ? before : {}, isRecord(after) ? after : {}, prefix)
  }
  return sameJson(before, after) ? [] : [prefix]
}
