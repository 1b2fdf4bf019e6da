/** A feed that cannot be read at all (as opposed to a bad row, which is reported and skipped). */
export class FeedError extends Error {}
