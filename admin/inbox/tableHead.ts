/** Payload's `.table` heads are elevation-400 grey (2.6:1 on white, under WCAG's 4.5:1): the admin's body text colour instead. */
export const TABLE_HEAD = { color: 'var(--theme-elevation-800)' } as const
