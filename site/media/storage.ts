/**
 * Where uploads live (issue 17, item 6). Local disk under `DATA_DIR/media` by default; an
 * S3-compatible bucket through `@payloadcms/storage-s3` when the `S3_*` settings are given, so
 * every instance of a deployment serves the same files. URLs stay `/api/media/file/{name}` either
 * way (Payload streams the object), and server code reads an upload through `readUpload`.
 *
 * Settings: S3_BUCKET, S3_REGION (default `auto`), S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, and for
 * a non-AWS service S3_ENDPOINT with S3_FORCE_PATH_STYLE=true (MinIO, R2, Spaces…).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

export type S3Settings = { bucket: string; config: S3ClientConfig }

const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/** The bucket settings, null when none is given; a partial set is an error that names what is missing. */
export function s3Settings(env: Record<string, string | undefined>): S3Settings | null {
  const given = REQUIRED.filter((name) => env[name]?.trim())
  if (given.length === 0) return null
  const missing = REQUIRED.filter((name) => !env[name]?.trim())
  if (missing.length) throw new Error(`S3 storage needs ${missing.join(', ')} (only ${given.join(', ')} is set)`)
  const endpoint = env.S3_ENDPOINT?.trim()
  if (endpoint && !/^https?:\/\/\S+$/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}"`)
  return {
    bucket: env.S3_BUCKET!.trim(),
    config: {
      region: env.S3_REGION?.trim() || 'auto',
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!.trim(), secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim() },
      ...(endpoint ? { endpoint } : {}),
      ...(env.S3_FORCE_PATH_STYLE === 'true' ? { forcePathStyle: true } : {}),
    },
  }
}

/**
 * The storage plugin for the upload collections: the S3 adapter when a bucket is set. Without one
 * it is disabled but still adds its fields (`prefix`, `_objectKey`), so the database schema, the
 * migrations and the admin's import map are the same in both setups.
 */
export function storagePlugins(env: Record<string, string | undefined>): Plugin[] {
  const settings = s3Settings(env)
  return [s3Storage({ enabled: settings !== null, alwaysInsertFields: true, collections: { media: { prefix: '' }, manufacturers: { prefix: 'manufacturers' } }, bucket: settings?.bucket ?? '', config: settings?.config ?? {} })]
}

export const uploadDir = () => path.resolve(process.env.DATA_DIR ?? '.data', 'media')

let client: S3Client | null = null

/** The bytes of an upload by file name, from the bucket or the disk; null when there is no such file. */
export async function readUpload(name: string, env: Record<string, string | undefined> = process.env): Promise<Buffer | null> {
  const file = path.basename(name)
  const settings = s3Settings(env)
  if (!settings) return fs.readFile(path.join(uploadDir(), file)).catch(() => null)
  client ??= new S3Client(settings.config)
  const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: file })).catch(() => null)
  const bytes = await object?.Body?.transformToByteArray()
  return bytes ? Buffer.from(bytes) : null
}
