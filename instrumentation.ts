/**
 * Next calls `register` once when the server process starts (Node.js runtime only):
 * - in production a published default or short PAYLOAD_SECRET ends the process (site/security/secret.mjs);
 * - the in-process lookups the proxy needs are registered, so it never calls the app over the network;
 * - Payload (and with it the jobs runner of payload.config.ts `jobs.autoRun`, which delivers leads)
 *   starts now rather than at the first request, so queued deliveries go out even with no traffic.
 *   SIGTERM and SIGINT stop the runner's crons and close the database pool before the process exits.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // server.mjs and `npm run dev` have checked the secret already; this stops a bare `next start` on a published one
  const { requireSecret } = await import('./site/security/secret.mjs')
  requireSecret(process.env)
  await import('./site/vehicles/vehicleStateLookup.server')
  await import('./site/shoppers/gateLookup.server')
  await import('./site/tenancy/knownHostLookup.server')
  const { startBackgroundWork } = await import('./site/leads/runner')
  await startBackgroundWork()
}
