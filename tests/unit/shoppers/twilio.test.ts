import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { twilioSettingsFrom, twilioSms } from '../../../site/shoppers/sms/twilio'

type Seen = { method?: string; url?: string; auth?: string; body: string }
let server: Server
let apiUrl: string
const seen: Seen[] = []
let status = 201

const bodyOf = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let text = ''
  req.on('data', (c) => (text += c))
  req.on('end', () => resolve(text))
})

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: await bodyOf(req) })
    res.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? '{"sid":"SM1"}' : '{"code":21211,"message":"Invalid To"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('twilioSettingsFrom', () => {
  it('null without an account SID; an error when configured only in part', () => {
    expect(twilioSettingsFrom({})).toBeNull()
    expect(() => twilioSettingsFrom({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN/)
    expect(() => twilioSettingsFrom({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(/TWILIO_FROM/)
    expect(twilioSettingsFrom({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+61400000000' })).toMatchObject({ apiUrl: 'https://api.twilio.com', from: '+61400000000' })
  })
})

describe('twilioSms', () => {
  it('posts the Messages API form with basic auth and the number in E.164', async () => {
    status = 201
    const sms = twilioSms(twilioSettingsFrom({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+61400000000', TWILIO_API_URL: apiUrl })!)
    await sms.send({ to: '0412345678', body: '123456 is your code', siteId: 1 })
    const request = seen.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json')
    expect(request.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`)
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ To: '+61412345678', Body: '123456 is your code', From: '+61400000000' })
  })
  it('a messaging service instead of a sender; a refusal throws with Twilio’s answer', async () => {
    status = 400
    const sms = twilioSms(twilioSettingsFrom({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_MESSAGING_SERVICE_SID: 'MG1', TWILIO_API_URL: apiUrl })!)
    await expect(sms.send({ to: '0412345678', body: 'x', siteId: 1 })).rejects.toThrow(/Twilio answered 400: .*Invalid To/)
    expect(new URLSearchParams(seen.at(-1)!.body).get('MessagingServiceSid')).toBe('MG1')
  })
})
