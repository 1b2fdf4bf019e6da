/**
 * Demo vehicle pictures drawn as SVG (no network): a body shape per body type in the car's
 * colour, seen from a few angles. Deterministic: the same name always gives the same picture.
 */
export const DEMO_BODIES = ['sedan', 'hatch', 'suv', 'ute', 'van', 'wagon', 'coupe', 'caravan', 'motorhome', 'truck', 'motorcycle'] as const
export const DEMO_ANGLES = ['side', 'front', 'rear', 'interior'] as const
export type DemoBody = (typeof DEMO_BODIES)[number]
export type DemoAngle = (typeof DEMO_ANGLES)[number]

const W = 1200
/** The width a demo picture is drawn at (its SVG size). */
export const SVG_WIDTH = W
const H = 800

const SIDE_PROFILES: Record<DemoBody, string> = {
  sedan: 'M120 520 L180 430 L380 400 L470 310 L760 310 L860 400 L1060 430 L1090 520 Z',
  hatch: 'M160 520 L200 420 L400 390 L480 300 L820 300 L940 420 L1040 440 L1050 520 Z',
  suv: 'M130 530 L150 400 L330 380 L420 260 L900 260 L990 380 L1070 400 L1080 530 Z',
  ute: 'M120 530 L140 410 L330 390 L420 280 L640 280 L660 390 L1080 390 L1080 530 Z',
  van: 'M130 540 L140 300 L260 220 L1060 220 L1080 540 Z',
  wagon: 'M120 520 L170 420 L370 395 L460 300 L1000 300 L1050 420 L1080 520 Z',
  coupe: 'M120 520 L200 440 L420 410 L540 320 L740 320 L900 420 L1070 445 L1090 520 Z',
  caravan: 'M140 540 L160 240 L1040 240 L1070 300 L1070 540 Z M1070 500 L1160 500 L1160 515 L1070 515 Z',
  motorhome: 'M110 540 L130 340 L230 260 L320 260 L320 190 L1080 190 L1090 540 Z',
  truck: 'M90 540 L100 320 L180 230 L390 230 L400 540 Z M420 540 L420 170 L1110 170 L1110 540 Z',
  motorcycle: 'M330 520 L450 400 L560 380 L640 420 L760 360 L880 380 L860 440 L700 470 L600 520 Z',
}

/** Wheel centres along the side view: a caravan has one axle, a motorcycle two small wheels. */
const WHEELS: Partial<Record<DemoBody, number[]>> = { caravan: [600], truck: [260, 900], motorcycle: [330, 870] }

const shade = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex, 16)
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount))
  return [16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')
}

const wheel = (cx: number) =>
  `<circle cx="${cx}" cy="540" r="78" fill="#1f2937"/><circle cx="${cx}" cy="540" r="40" fill="#9ca3af"/>`

function side(body: DemoBody, colour: string): string {
  const wheels = (WHEELS[body] ?? [300, 900]).map(wheel).join('')
  return `<path d="${SIDE_PROFILES[body]}" fill="#${colour}" stroke="#${shade(colour, -60)}" stroke-width="6"/>
<path d="M480 320 L600 320 L600 395 L420 395 Z M620 320 L750 320 L840 395 L620 395 Z" fill="#cbd5e1" opacity="${['van', 'caravan', 'motorhome', 'truck', 'motorcycle'].includes(body) ? 0 : 0.85}"/>
${wheels}`
}

function front(colour: string, rear: boolean): string {
  const lights = rear ? '#dc2626' : '#fde68a'
  return `<path d="M300 560 L320 380 L420 260 L780 260 L880 380 L900 560 Z" fill="#${colour}" stroke="#${shade(colour, -60)}" stroke-width="6"/>
<path d="M430 280 L770 280 L840 380 L360 380 Z" fill="#cbd5e1" opacity="0.85"/>
<rect x="340" y="420" width="110" height="40" rx="12" fill="${lights}"/><rect x="750" y="420" width="110" height="40" rx="12" fill="${lights}"/>
${rear ? '<rect x="520" y="470" width="160" height="50" fill="#f8fafc" stroke="#111827" stroke-width="4"/>' : '<rect x="480" y="420" width="240" height="70" rx="10" fill="#111827"/>'}
<rect x="330" y="560" width="90" height="70" rx="10" fill="#1f2937"/><rect x="780" y="560" width="90" height="70" rx="10" fill="#1f2937"/>`
}

function interior(colour: string): string {
  return `<rect x="0" y="0" width="${W}" height="${H}" fill="#292524"/>
<path d="M0 300 Q600 180 1200 300 L1200 0 L0 0 Z" fill="#cbd5e1" opacity="0.6"/>
<rect x="100" y="420" width="1000" height="120" rx="30" fill="#${shade(colour, -80)}"/>
<circle cx="380" cy="560" r="140" fill="none" stroke="#111827" stroke-width="36"/>
<rect x="640" y="450" width="260" height="150" rx="12" fill="#0f172a"/>`
}

export function carSvg(body: DemoBody, colour: string, angle: DemoAngle): string {
  const scene =
    angle === 'interior' ? interior(colour) : angle === 'side' ? side(body, colour) : front(colour, angle === 'rear')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#f8fafc"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="600" width="${W}" height="200" fill="#d1d5db"/>
<ellipse cx="600" cy="620" rx="520" ry="36" fill="#000" opacity="0.15"/>
${scene}</svg>`
}

/** `suv-c0c0c0-side.webp` → its parts, or null for any other name. */
export function parseDemoImageName(name: string): { body: DemoBody; colour: string; angle: DemoAngle } | null {
  const match = /^([a-z]+)-([0-9a-f]{6})-([a-z]+)\.webp$/.exec(name)
  if (!match) return null
  const [, body, colour, angle] = match
  if (!DEMO_BODIES.includes(body as DemoBody) || !DEMO_ANGLES.includes(angle as DemoAngle)) return null
  return { body: body as DemoBody, colour: colour as string, angle: angle as DemoAngle }
}

export const demoImageName = (body: DemoBody, colour: string, angle: DemoAngle) => `${body}-${colour}-${angle}.webp`
