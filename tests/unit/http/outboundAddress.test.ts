import { describe, expect, it } from 'vitest'
import { refusedAddressKind } from '@/site/http/outboundAddress'

describe('refusedAddressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.100.100.200', 'shared'],
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00:ec2::254', 'metadata'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::8.8.8.8', 'reserved'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::', 'metadata'],
    ['not-an-ip', 'reserved'],
  ])('%s is %s', (address, kind) => expect(refusedAddressKind(address)).toBe(kind))

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '172.15.255.255', '100.63.255.255', '100.128.0.1', '169.253.255.255', '223.255.255.255', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    '%s is public',
    (address) => expect(refusedAddressKind(address)).toBeNull(),
  )

  it('URL parsing turns decimal, octal and hex IPv4 forms into the dotted address that is checked', () => {
    for (const host of ['2130706433', '0x7f.1', '0177.0.0.1', '0x7f000001', '127.1', '017700000001']) expect(refusedAddressKind(new URL(`http://${host}/`).hostname)).toBe('loopback')
    expect(refusedAddressKind(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('loopback')
    expect(refusedAddressKind(new URL('http://0/').hostname)).toBe('unspecified')
    expect(refusedAddressKind(new URL('http://2852039166/').hostname)).toBe('metadata')
  })
})
