/**
 * How deeply a JSON text nests, read without parsing it: a body nested thousands of levels deep
 * parses, but every recursive walk over it afterwards (validation, cloning) overflows the stack.
 * Brackets inside strings are skipped; the text need not be valid JSON.
 */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth)
    else if (c === 93 || c === 125) depth--
  }
  return deepest
}

/** The deepest nesting a public JSON endpoint accepts (Algolia's requests nest four levels). */
export const MAX_JSON_DEPTH = 32
