/** Positional SQL parameters: every value from a request goes through here, never into the text. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** What the backend needs from a connection pool (node-postgres's Pool satisfies it). */
export type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }
