/**
 * The trade-in valuation (issue 51 item 1; FIN §2.7, §3 Trade-in data, §5 Trade-in FAQ, §7 generic
 * lead submission variants): the condition questions, which cars are comparable, the offline
 * estimate from comparable cars' prices, and the offer's validity.
 *
 * The spec names the data (offer_price, adjustmentAnswers, rego, regoState, offer_accepted,
 * form_completed) and the FAQ's limits (over 7 years or 100,000 km generally gets no online
 * estimate; the estimate is indicative and subject to inspection; it depends on market data,
 * make/model/year, kilometres, service history, components, 2 keys, no illegal modifications and
 * condition). Decided here, and stated on the page (`methodStatement`): the questions' words, the
 * bands, the rates, the margin and the minimum number of comparable cars.
 *
 * The estimate: every comparable car's price is moved to the shopper's car (8% a year of age, 0.5%
 * per 1,000 km) and kept within the lowest and highest comparable price; the median of those is the
 * retail estimate; the offer is that less the dealer's 15% reconditioning and resale margin, times
 * the answers' factors, shown as a range of ±5% rounded down to $100. For a given set of comparable
 * cars the offer never rises with kilometres or age, and never exceeds the dearest comparable car.
 */

export const YEAR_BAND = 2
export const KM_BAND = 30_000
export const MIN_COMPARABLES = 3
/** FIN §5 Trade-in FAQ: cars over 7 years old or 100,000 km generally get no online estimate. */
export const ONLINE_MAX_AGE_YEARS = 7
export const ONLINE_MAX_KM = 100_000
export const AGE_RATE = 0.08
export const KM_RATE_PER_1000 = 0.005
export const TRADE_MARGIN = 0.15
export const SPREAD = 0.05
/** Sold cars count as comparable for a year after their sale. */
export const SOLD_WINDOW_MONTHS = 12
const ROUND_TO = 100

export type ValuationQuestion = {
  /** The key in adjustmentAnswers. */
  name: 'serviceHistory' | 'faults' | 'keys' | 'modifications' | 'condition'
  label: string
  options: ReadonlyArray<{ value: string; label: string; factor: number | 'inspection' }>
}

/** The condition questions, in order: the FAQ's list (service history, components, 2 keys, no illegal modifications, condition). */
export const VALUATION_QUESTIONS: readonly ValuationQuestion[] = [
  {
    name: 'serviceHistory',
    label: 'Does the car have a service history?',
    options: [
      { value: 'full', label: 'Full service history', factor: 1 },
      { value: 'partial', label: 'Partial service history', factor: 0.96 },
      { value: 'none', label: 'No service history', factor: 0.9 },
    ],
  },
  {
    name: 'faults',
    label: 'Are any mechanical or electrical components faulty?',
    options: [
      { value: 'no', label: 'No', factor: 1 },
      { value: 'yes', label: 'Yes', factor: 0.9 },
    ],
  },
  {
    name: 'keys',
    label: 'How many keys do you have?',
    options: [
      { value: 'two', label: '2 keys', factor: 1 },
      { value: 'one', label: '1 key', factor: 0.98 },
    ],
  },
  {
    name: 'modifications',
    label: 'Does the car have any illegal modifications?',
    options: [
      { value: 'no', label: 'No', factor: 1 },
      { value: 'yes', label: 'Yes', factor: 'inspection' },
    ],
  },
  {
    name: 'condition',
    label: 'What is the overall condition?',
    options: [
      { value: 'excellent', label: 'Excellent: like new, no marks', factor: 1 },
      { value: 'good', label: 'Good: minor marks for its age', factor: 0.95 },
      { value: 'fair', label: 'Fair: visible dents, scratches or wear', factor: 0.88 },
      { value: 'poor', label: 'Poor: damage or heavy wear', factor: 0.75 },
    ],
  },
]

export type ValuationAnswers = Record<ValuationQuestion['name'], string>

export const ANSWER_MESSAGE = 'Please choose an answer.'

/** Each question without a valid answer, with the message to show at it (an empty list: all answered). */
export function answerErrors(answers: Record<string, unknown>): Array<{ path: string; message: string }> {
  return VALUATION_QUESTIONS.filter((q) => !q.options.some((o) => o.value === answers[q.name])).map((q) => ({ path: `answers.${q.name}`, message: ANSWER_MESSAGE }))
}

/** The answers as the dealer reads them (the spec's adjustmentAnswers): each question with the chosen option's words. */
export function adjustmentAnswers(answers: ValuationAnswers): Array<{ question: string; answer: string }> {
  return VALUATION_QUESTIONS.map((q) => ({ question: q.label, answer: q.options.find((o) => o.value === answers[q.name])?.label ?? '' }))
}

/** The product of the answers' factors, or 'inspection' when an answer needs the car seen first. */
export function answerFactor(answers: ValuationAnswers): number | 'inspection' {
  let factor = 1
  for (const q of VALUATION_QUESTIONS) {
    const chosen = q.options.find((o) => o.value === answers[q.name])
    if (!chosen) throw new Error(`No answer to ${q.name}`)
    if (chosen.factor === 'inspection') return 'inspection'
    factor *= chosen.factor
  }
  return factor
}

export type TradeInCar = { make: string; model: string; year: number; km: number }
export type ComparableCar = { make: string; model: string; year: number; km: number; price: number }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Same make and model, within YEAR_BAND years and KM_BAND km, with a price. */
export function isComparable(car: TradeInCar, other: ComparableCar): boolean {
  return same(car.make, other.make) && same(car.model, other.model) && Math.abs(car.year - other.year) <= YEAR_BAND && Math.abs(car.km - other.km) <= KM_BAND && other.price > 0
}

export type NoEstimateReason = 'too-few-comparables' | 'outside-online-range' | 'needs-inspection'

export type ValuationEstimate =
  | { kind: 'offer'; low: number; high: number; retail: number; comparables: number }
  | { kind: 'no-estimate'; reason: NoEstimateReason; comparables: number; message: string }

export const INSPECTION_INVITE = 'Ask for an inspection and we will value it in person.'

export const noEstimateMessage = (reason: NoEstimateReason, car: TradeInCar, comparables = 0): string => {
  switch (reason) {
    case 'too-few-comparables':
      return `We have too few comparable sales of a ${car.year} ${car.make} ${car.model} to estimate it online (${comparables} found, at least ${MIN_COMPARABLES} needed). ${INSPECTION_INVITE}`
    case 'outside-online-range':
      return `Cars over ${ONLINE_MAX_AGE_YEARS} years old or with more than ${ONLINE_MAX_KM.toLocaleString('en-AU')} km generally get no online estimate. ${INSPECTION_INVITE}`
    case 'needs-inspection':
      return `A car with illegal modifications needs an inspection before we can value it. ${INSPECTION_INVITE}`
  }
}

/** FIN §5 Trade-in FAQ: the limits of an online estimate. `year` is the calendar year of now. */
export function withinOnlineRange(car: Pick<TradeInCar, 'year' | 'km'>, currentYear: number): boolean {
  return currentYear - car.year <= ONLINE_MAX_AGE_YEARS && car.km <= ONLINE_MAX_KM
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** A comparable car's price moved to the shopper's car: dearer when the shopper's is newer or has fewer km. */
export function adjustedPrice(car: TradeInCar, other: ComparableCar): number {
  const age = Math.pow(1 - AGE_RATE, other.year - car.year)
  const km = Math.pow(1 - KM_RATE_PER_1000, (car.km - other.km) / 1000)
  return other.price * age * km
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The offline estimate of `car` from `pool` (cars listed or sold on the platform; the ones not
 * comparable are left out here). `currentYear` is now's calendar year.
 */
export function estimateTradeIn(car: TradeInCar, answers: ValuationAnswers, pool: readonly ComparableCar[], currentYear: number): ValuationEstimate {
  const comparables = pool.filter((other) => isComparable(car, other))
  const refuse = (reason: NoEstimateReason): ValuationEstimate => ({ kind: 'no-estimate', reason, comparables: comparables.length, message: noEstimateMessage(reason, car, comparables.length) })
  const factor = answerFactor(answers)
  if (factor === 'inspection') return refuse('needs-inspection')
  if (!withinOnlineRange(car, currentYear)) return refuse('outside-online-range')
  if (comparables.length < MIN_COMPARABLES) return refuse('too-few-comparables')
  const prices = comparables.map((c) => c.price)
  const [lowest, highest] = [Math.min(...prices), Math.max(...prices)]
  const retail = median(comparables.map((other) => clamp(adjustedPrice(car, other), lowest, highest)))
  const middle = retail * (1 - TRADE_MARGIN) * factor
  const round = (value: number) => Math.floor(value / ROUND_TO) * ROUND_TO
  return { kind: 'offer', low: round(middle * (1 - SPREAD)), high: round(middle * (1 + SPREAD)), retail: Math.round(retail), comparables: comparables.length }
}

/** The method as the page states it (issue 51: "with its method stated on the page"). */
export function methodStatement(): string {
  return (
    `We compare your car with cars of the same make and model, within ${YEAR_BAND} years and ${KM_BAND.toLocaleString('en-AU')} km of it, ` +
    `listed for sale on our platform or sold in the last ${SOLD_WINDOW_MONTHS} months. Each of their prices is adjusted to your car ` +
    `(${AGE_RATE * 100}% a year of age, ${KM_RATE_PER_1000 * 100}% per 1,000 km) within the lowest and highest of them; we take the middle figure, ` +
    `subtract our ${TRADE_MARGIN * 100}% reconditioning and resale margin, adjust it for your answers and show a range of ±${SPREAD * 100}%. ` +
    `With fewer than ${MIN_COMPARABLES} comparable cars we give no online figure and offer an inspection instead. The estimate is indicative and subject to inspection.`
  )
}

export const DAY_MS = 24 * 60 * 60 * 1000

/** When an offer made at `now` stops being valid. */
export const offerValidUntil = (now: Date, validDays: number): Date => new Date(now.getTime() + validDays * DAY_MS)

/** An offer can be accepted until its validity ends. */
export const offerIsValid = (validUntil: Date | string | null | undefined, now: Date): boolean => !!validUntil && new Date(validUntil).getTime() > now.getTime()

export const OFFER_EXPIRED_MESSAGE = 'This offer has expired. Ask for an inspection and we will value your car again.'

/** "$18,400 – $20,300" */
export const offerRangeText = (low: number, high: number): string => `$${low.toLocaleString('en-AU')} – $${high.toLocaleString('en-AU')}`

/** A rego as registers key it: letters and digits, upper case ("abc 123" → "ABC123"). */
export const normaliseRego = (rego: string): string => rego.toUpperCase().replace(/[^A-Z0-9]/g, '')
/** An Australian plate has 1 to 9 letters and digits. */
export const isPlausibleRego = (rego: string): boolean => /^[A-Z0-9]{1,9}$/.test(normaliseRego(rego)) && normaliseRego(rego).length > 0
