import { describe, expect, it } from 'vitest'
import { BODY_TYPE_MESSAGE } from '../../../site/rest/listParams'
import { isJsonType, jsonOnly } from '../../../site/http/jsonWrite'

const handler = jsonOnly(async () => Response.json({ ok: true }, { status: 201 }))
const call = (method: string, headers: Record<string, string>, body?: string) => handler(new Request('http://localhost/api/leads', { method, headers, body }))

describe('jsonOnly', () => {
  it('refuses a write whose body is not JSON with a 415 naming content-type, before the handler', async () => {
    for (const [headers, body] of [
      [{ 'content-type': 'text/plain' }, '{"a":1}'],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
      [{ 'content-type': 'text/plain;charset=UTF-8' }, '{}'],
      [{ 'content-type': 'application/jsonp' }, '{}'],
      [{}, '{"typeless":true}'],
    ] as const) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await call(method, headers, body)
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(415)
        expect(await response.json()).toEqual({ message: BODY_TYPE_MESSAGE, errors: [{ path: 'content-type', message: BODY_TYPE_MESSAGE }] })
      }
    }
  })
  it('passes JSON, bodiless writes and reads', async () => {
    expect((await call('POST', { 'content-type': 'application/json' }, '{}')).status).toBe(201)
    expect((await call('POST', { 'content-type': 'Application/JSON; charset=utf-8' }, '{}')).status).toBe(201)
    expect((await call('DELETE', { 'content-type': 'application/merge-patch+json' }, '{}')).status).toBe(201)
    expect((await call('POST', {})).status).toBe(201)
    expect((await call('GET', { 'content-type': 'text/plain' })).status).toBe(201)
  })
})

describe('isJsonType', () => {
  it('reads the media type only', () => {
    expect(isJsonType('application/json')).toBe(true)
    expect(isJsonType('application/vnd.api+json; charset=utf-8')).toBe(true)
    expect(isJsonType('text/json')).toBe(false)
    expect(isJsonType(null)).toBe(false)
  })
})
