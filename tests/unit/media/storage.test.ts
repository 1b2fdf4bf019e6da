import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readUpload, s3Settings, storagePlugins } from '../../../site/media/storage'

const BUCKET = { S3_BUCKET: 'dealer-media', S3_ACCESS_KEY_ID: 'AKIA123', S3_SECRET_ACCESS_KEY: 'secret' }

describe('s3Settings', () => {
  it('none given: local disk', () => expect(s3Settings({})).toBeNull())
  it('blank values count as not given', () => expect(s3Settings({ S3_BUCKET: ' ', S3_ACCESS_KEY_ID: '' })).toBeNull())
  it('a bucket with its keys, region auto by default', () =>
    expect(s3Settings(BUCKET)).toEqual({ bucket: 'dealer-media', config: { region: 'auto', credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'secret' } } }))
  it('an S3-compatible service: endpoint, region and path-style addressing', () =>
    expect(s3Settings({ ...BUCKET, S3_REGION: 'ap-southeast-2', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })?.config).toMatchObject({ region: 'ap-southeast-2', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }))
  it('a partial set names what is missing', () => expect(() => s3Settings({ S3_BUCKET: 'b' })).toThrow('S3 storage needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (only S3_BUCKET is set)'))
  it('an endpoint that is not an http(s) URL', () => expect(() => s3Settings({ ...BUCKET, S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT must be an http(s) URL'))
})

describe('storagePlugins', () => {
  // The plugin is applied to a config with the media collection: its fields are the same in both setups.
  const mediaFields = (env: Record<string, string>) => {
    const [plugin] = storagePlugins(env)
    const config = plugin!({ collections: [{ slug: 'media', upload: true, fields: [{ name: 'alt', type: 'text' }] }] } as never) as { collections: Array<{ fields: Array<{ name?: string }>; upload: { handlers?: unknown[] } | boolean }> }
    return config.collections[0]!
  }
  it('local disk: the plugin adds its fields but no storage handler', () => {
    const media = mediaFields({})
    expect(media.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['alt', 'prefix', '_objectKey']))
    expect(typeof media.upload === 'object' ? (media.upload.handlers ?? []) : []).toHaveLength(0)
  })
  it('S3: the same fields, and files are served from the bucket', () => {
    const media = mediaFields(BUCKET)
    expect(media.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['alt', 'prefix', '_objectKey']))
    expect(typeof media.upload === 'object' ? media.upload.handlers : []).toHaveLength(1)
  })
})

describe('readUpload from disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'))
  const previous = process.env.DATA_DIR
  afterEach(() => {
    process.env.DATA_DIR = previous
  })
  it('reads a file by name, never outside the upload folder, null when missing', async () => {
    process.env.DATA_DIR = dir
    fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'media', 'car.webp'), 'bytes')
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret')
    expect((await readUpload('car.webp', {}))?.toString()).toBe('bytes')
    expect(await readUpload('../secret.txt', {})).toBeNull()
    expect(await readUpload('missing.webp', {})).toBeNull()
  })
})
