/**
 * Full rebuild of a site's indices (`npm run search:reindex`): settings of the primary index
 * (creating its sort replicas) and of each replica, every indexable car uploaded in batches with
 * progress, then the records this run did not touch (cars gone since) deleted by their sync time.
 * The index stays searchable throughout.
 */
import type { SearchClient } from 'algoliasearch'
import type { IndexName } from '../protocol'
import type { Queryable } from '../queryable'
import { algoliaClient, type AlgoliaConfig } from './config'
import { indexNameOf, primarySettings, REPLICA_SETTINGS } from './indices'
import { countIndexable, recordPage } from './records'

const BATCH = 1000

export type ReindexSite = { slug: string; dealershipIds: number[] }
export type Progress = (site: string, done: number, total: number) => void

async function applySettings(client: SearchClient, config: AlgoliaConfig, slug: string): Promise<void> {
  const primary = indexNameOf(config.prefix, slug)
  const { taskID } = await client.setSettings({ indexName: primary, indexSettings: primarySettings(config.prefix, slug), forwardToReplicas: true })
  await client.waitForTask({ indexName: primary, taskID })
  for (const [replica, settings] of Object.entries(REPLICA_SETTINGS)) {
    const indexName = indexNameOf(config.prefix, slug, replica as IndexName)
    const task = await client.setSettings({ indexName, indexSettings: settings })
    await client.waitForTask({ indexName, taskID: task.taskID })
  }
}

export async function reindexSite(pool: Queryable, config: AlgoliaConfig, site: ReindexSite, progress: Progress, now = new Date()): Promise<number> {
  const client = algoliaClient(config, config.adminKey)
  const indexName = indexNameOf(config.prefix, site.slug)
  const runStart = Math.floor(now.getTime() / 1000)
  await applySettings(client, config, site.slug)
  const total = await countIndexable(pool, site.dealershipIds)
  let done = 0
  progress(site.slug, done, total)
  for (let page = await recordPage(pool, site.dealershipIds, 0, BATCH, runStart); page.length; page = await recordPage(pool, site.dealershipIds, Number(page.at(-1)?.objectID), BATCH, runStart)) {
    await client.batch({ indexName, batchWriteParams: { requests: page.map((body) => ({ action: 'updateObject' as const, body })) } })
    done += page.length
    progress(site.slug, done, total)
  }
  // Hook syncs during the run carry a later synced_at, so only records of cars gone are removed.
  await client.deleteBy({ indexName, deleteByParams: { filters: `synced_at < ${runStart}` } })
  return done
}
