/** At most this many messages a browser asks about at once (it keeps the newest). Client-safe. */
export const MAX_THREAD_KEYS = 20
