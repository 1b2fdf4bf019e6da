/**
 * The `filters` parameter: `make:Toyota AND (body:SUV OR body:Ute) AND NOT tag:"runout sale"`,
 * `price > 1000`, `year:2015 TO 2020`. AND binds tighter than OR, as in Algolia.
 */
import { FilterError, parseFacetFilter, parseNumericFilter, type FilterNode } from './filterAst'

const TOKEN = /\s*("(?:[^"\\]|\\.)*"|\(|\)|<=|>=|!=|<|>|=|:|[^\s():<>=!"]+)/y

function tokenize(text: string): string[] {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  let match: RegExpExecArray | null
  while (TOKEN.lastIndex < text.length && (match = TOKEN.exec(text))) tokens.push(match[1] as string)
  if (text.slice(TOKEN.lastIndex).trim()) throw new FilterError(`Invalid filters: cannot read "${text.slice(TOKEN.lastIndex).trim()}"`)
  return tokens
}

class Parser {
  private at = 0
  constructor(private readonly tokens: string[], private readonly text: string) {}

  parse(): FilterNode {
    const node = this.or()
    if (this.at < this.tokens.length) throw this.error(`unexpected "${this.tokens[this.at]}"`)
    return node
  }
  private error(reason: string) {
    return new FilterError(`Invalid filters "${this.text}": ${reason}`)
  }
  private peek = () => this.tokens[this.at]
  private next = () => this.tokens[this.at++]
  private or(): FilterNode {
    const items = [this.and()]
    while (this.peek()?.toUpperCase() === 'OR') {
      this.next()
      items.push(this.and())
    }
    return items.length === 1 ? (items[0] as FilterNode) : { kind: 'or', items }
  }
  private and(): FilterNode {
    const items = [this.unary()]
    while (this.peek()?.toUpperCase() === 'AND') {
      this.next()
      items.push(this.unary())
    }
    return items.length === 1 ? (items[0] as FilterNode) : { kind: 'and', items }
  }
  private unary(): FilterNode {
    if (this.peek()?.toUpperCase() === 'NOT') {
      this.next()
      return { kind: 'not', item: this.unary() }
    }
    if (this.peek() === '(') {
      this.next()
      const inner = this.or()
      if (this.next() !== ')') throw this.error('missing ")"')
      return inner
    }
    return this.condition()
  }
  private condition(): FilterNode {
    const attr = this.next()
    const op = this.next()
    const value = this.next()
    if (!attr || !op || value === undefined) throw this.error('incomplete condition')
    if (op === ':' && this.peek()?.toUpperCase() === 'TO') {
      this.next()
      return parseNumericFilter(`${attr}:${value} TO ${this.next() ?? ''}`)
    }
    if (op === ':') return parseFacetFilter(`${attr}:${value}`)
    if (['<', '<=', '=', '!=', '>=', '>'].includes(op)) return parseNumericFilter(`${attr}${op}${value}`)
    throw this.error(`unexpected "${op}" after "${attr}"`)
  }
}

export function parseFilterString(text: string | undefined): FilterNode | null {
  if (!text || !text.trim()) return null
  return new Parser(tokenize(text), text).parse()
}
