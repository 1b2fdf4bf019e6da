/** What the search needs from a connection pool (node-postgres's Pool satisfies it). */
export type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }
