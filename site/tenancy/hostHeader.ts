/** Request header carrying the original host from proxy.ts to server components. */
export const HOST_HEADER = 'x-dealer-host'
