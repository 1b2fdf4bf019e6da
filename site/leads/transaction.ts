/**
 * Writes whose acknowledgement matters (a lead answered 201, a delivery recorded as sent), in one
 * transaction that is confirmed after the commit.
 *
 * Payload's PostgreSQL adapter swallows a failed COMMIT: when the connection drops between the
 * last write and the commit (PostgreSQL stopped, restarted, failed over), `commitTransaction`
 * resolves and nothing was written. The durability run caught it as a lead answered 201 that was
 * never stored. So after the commit `confirm` reads the result back outside the transaction, and a
 * write that did not land throws `NotCommittedError`, which `isDatabaseUnavailable` recognises:
 * the submission answers 503 and the client retries with the same key; a job retries.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

export class NotCommittedError extends Error {
  /** PostgreSQL's connection_failure class, so callers treat it like the outage it is. */
  readonly code = '08006'
  constructor() {
    super('The transaction was not committed: the connection to PostgreSQL was lost')
    this.name = 'NotCommittedError'
  }
}

export async function inConfirmedTransaction<T>(payload: Payload, write: (req: PayloadRequest) => Promise<T>, confirm: (result: T) => Promise<boolean>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let result: T
  try {
    result = await write(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  if (!(await confirm(result))) throw new NotCommittedError()
  return result
}
