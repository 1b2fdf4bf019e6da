/**
 * Which IP addresses a server-side request to a URL from data (a feed photo, a dealer's webhook)
 * may connect to: public unicast only. Everything else is named by kind so a refusal can be logged
 * and tested; `null` means public.
 */
import { isIPv4, isIPv6 } from 'node:net'

export type AddressKind = 'unspecified' | 'loopback' | 'private' | 'shared' | 'link-local' | 'metadata' | 'unique-local' | 'multicast' | 'broadcast' | 'reserved'

type Range = { base: bigint; bits: number; width: 32 | 128; kind: AddressKind }

const ipv4Value = (text: string): bigint => text.split('.').reduce((sum, part) => (sum << 8n) | BigInt(Number(part)), 0n)

function ipv6Value(text: string): bigint {
  const [head = '', tail] = text.split('%')[0]!.split('::')
  const groups = (part: string): bigint[] =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? [ipv4Value(g) >> 16n, ipv4Value(g) & 0xffffn] : [BigInt(parseInt(g, 16))])) : []
  const [left, right] = [groups(head), tail === undefined ? [] : groups(tail)]
  const all = [...left, ...Array<bigint>(8 - left.length - right.length).fill(0n), ...right]
  return all.reduce((sum, group) => (sum << 16n) | group, 0n)
}

const range = (cidr: string, kind: AddressKind): Range => {
  const [address = '', bits = ''] = cidr.split('/')
  const v4 = isIPv4(address)
  return { base: v4 ? ipv4Value(address) : ipv6Value(address), bits: Number(bits), width: v4 ? 32 : 128, kind }
}

/** First match wins: the narrow ranges come before the ones that hold them. */
const IPV4: Range[] = [
  range('169.254.169.254/32', 'metadata'),
  range('255.255.255.255/32', 'broadcast'),
  range('0.0.0.0/8', 'unspecified'),
  range('127.0.0.0/8', 'loopback'),
  range('10.0.0.0/8', 'private'),
  range('172.16.0.0/12', 'private'),
  range('192.168.0.0/16', 'private'),
  range('100.64.0.0/10', 'shared'),
  range('169.254.0.0/16', 'link-local'),
  range('192.0.0.0/24', 'reserved'),
  range('192.0.2.0/24', 'reserved'),
  range('198.18.0.0/15', 'reserved'),
  range('198.51.100.0/24', 'reserved'),
  range('203.0.113.0/24', 'reserved'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
]

const IPV6: Range[] = [
  range('fd00:ec2::254/128', 'metadata'),
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('fe80::/10', 'link-local'),
  range('fc00::/7', 'unique-local'),
  range('ff00::/8', 'multicast'),
  range('64:ff9b:1::/48', 'private'),
  range('2001::/32', 'reserved'), // Teredo: the IPv4 address inside is obfuscated, so it cannot be checked
  range('2001:db8::/32', 'reserved'),
  range('100::/64', 'reserved'),
]

const inRange = (value: bigint, r: Range): boolean => value >> BigInt(r.width - r.bits) === r.base >> BigInt(r.width - r.bits)

/** IPv6 forms that carry an IPv4 address (mapped, translated, compatible, NAT64, 6to4): the IPv4 address inside. */
function embeddedIpv4(value: bigint): bigint | null {
  const low32 = value & 0xffffffffn
  const high96 = value >> 32n
  if (high96 === 0xffffn || high96 === 0xffff0000n || high96 === 0n) return low32
  if (high96 === ipv6Value('64:ff9b::') >> 32n) return low32
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn
  return null
}

const ipv4Kind = (value: bigint): AddressKind | null => IPV4.find((r) => inRange(value, r))?.kind ?? null

function ipv6Kind(value: bigint): AddressKind | null {
  const listed = IPV6.find((r) => inRange(value, r))?.kind
  if (listed) return listed
  const inner = embeddedIpv4(value)
  // ::a.b.c.d (IPv4-compatible) is deprecated and never a real destination, whatever it holds.
  if (inner !== null) return ipv4Kind(inner) ?? (value >> 32n === 0n ? 'reserved' : null)
  // Outside 2000::/3 nothing is global unicast.
  return value >> 125n === 1n ? null : 'reserved'
}

/** The kind of a non-public address, or null for a public one. Not an IP address at all: 'reserved'. */
export function refusedAddressKind(address: string): AddressKind | null {
  const bare = address.replace(/^\[|\]$/g, '')
  if (isIPv4(bare)) return ipv4Kind(ipv4Value(bare))
  if (isIPv6(bare)) return ipv6Kind(ipv6Value(bare))
  return 'reserved'
}
