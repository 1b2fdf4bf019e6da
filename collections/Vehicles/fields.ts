import type { Field } from 'payload'
import { mediaListValidator, stringListValidator } from './validateJson'

const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field
const num = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', ...extra }) as Field
const indexed = { index: true }

const identity: Field[] = [
  text('name', { required: true }),
  text('slug', { required: true, unique: true, index: true }),
  { type: 'row', fields: [num('year', { ...indexed, min: 1900, max: 2100 }), text('make', { required: true, ...indexed }), text('model', { required: true, ...indexed })] },
  { type: 'row', fields: [text('badge'), text('series')] },
  {
    name: 'itemType',
    type: 'select',
    defaultValue: 'car',
    index: true,
    options: ['car', 'caravan', 'motorcycle', 'truck'].map((value) => ({ value, label: value })),
  },
  text('carsalesTitle'),
]

const state: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'carType', type: 'select', required: true, index: true, options: ['new', 'used', 'demo'].map((v) => ({ value: v, label: v })) },
      {
        name: 'status',
        type: 'select',
        required: true,
        index: true,
        defaultValue: 'in_stock',
        options: ['in_stock', 'coming_soon', 'sold', 'other'].map((v) => ({ value: v, label: v })),
      },
      { name: 'reserved', type: 'checkbox', defaultValue: false },
      { name: 'certified', type: 'checkbox', defaultValue: false },
    ],
  },
  text('tag', { admin: { description: 'Free text, e.g. Test Drive Only, runout sale' } }),
  { name: 'showOnDealerWebsite', type: 'checkbox', defaultValue: true, index: true },
  { name: 'listedAt', type: 'date', index: true, admin: { description: 'Feed created_at; drives the New Arrival tag.' } },
  { name: 'soldAt', type: 'date', index: true, admin: { description: 'Set when the car is first marked sold.' } },
]

const pricing: Field[] = [
  { type: 'row', fields: [num('price', indexed), num('beforePrice'), num('offerPrice'), num('subscriptionPrice')] },
  { type: 'row', fields: [text('priceType', { admin: { description: 'e.g. Drive Away, Excl. Government Charges' } }), { name: 'preorder', type: 'checkbox', defaultValue: false }] },
]

const appearance: Field[] = [
  { type: 'row', fields: [text('colour', indexed), text('interiorColour'), text('body', indexed), text('simpleBody')] },
  { type: 'row', fields: [num('doors'), num('seats'), text('drive'), text('bodyConfiguration')] },
  { type: 'row', fields: [text('transmission'), text('simpleTransmission', indexed), num('gearCount')] },
  { type: 'row', fields: [text('fuel'), text('simpleFuel', indexed), text('engineSize'), num('engineSizeLitres')] },
]

const condition: Field[] = [
  { type: 'row', fields: [num('km', { ...indexed, min: 0 }), text('stockNumber', { required: true, index: true }), text('vin', indexed), text('nvic')] },
  { type: 'row', fields: [text('regPlate'), { name: 'regoExpiry', type: 'date' }, text('buildDate'), text('complianceDate')] },
]

const specs: Field = {
  name: 'specs',
  type: 'group',
  admin: { description: 'Variant specifications; caravans use the dimension and mass fields.' },
  fields: [
    { type: 'row', fields: [num('cylinders'), text('induction'), num('enginePowerCc'), num('torqueNm'), text('gearType')] },
    { type: 'row', fields: [num('fuelConsumptionCombined'), num('fuelCapacity'), num('grossVehicleMass'), num('kerbWeight'), num('towingCapacityBraked')] },
    { type: 'row', fields: [num('lengthMm'), num('heightMm'), num('widthMm'), num('ancapRating', { min: 0, max: 5 })] },
    { type: 'row', fields: [num('bodyWidth'), num('bodyLength'), num('tareWeight'), text('axleType'), num('sleeps'), num('aggregateTrailerMass')] },
  ],
}

const media: Field[] = [
  num('photosCount', { ...indexed, admin: { readOnly: true, description: 'Derived from images.' } }),
  { name: 'images', type: 'json', defaultValue: [], validate: mediaListValidator('images'), admin: { description: 'Feed image URLs: [{ "url": …, "thumb": … }]' } },
  text('primaryImageUrl'),
  { type: 'row', fields: [text('videoUrl'), text('externalVideoUrl')] },
  { name: 'spinImages', type: 'json', defaultValue: [], validate: stringListValidator('spinImages') },
  text('spinInteriorImage'),
  text('spinCode'),
  { name: 'hotspots', type: 'json' },
]

const placement: Field[] = [
  { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
  { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
  { type: 'row', fields: [text('city', indexed), text('state', indexed), text('privateSuburb'), text('privatePostcode')] },
]

const content: Field[] = [
  { name: 'dealerComments', type: 'textarea', admin: { description: 'From the feed; may contain markup, which is sanitised on display. | separates paragraphs.' } },
  { name: 'standardEquipment', type: 'json', defaultValue: [], validate: stringListValidator('standardEquipment') },
  { name: 'categories', type: 'json', defaultValue: [], validate: stringListValidator('categories') },
  { name: 'features', type: 'json', defaultValue: [], validate: stringListValidator('features'), admin: { description: 'Filtered features facet' } },
  text('historyReportUrl', { admin: { description: 'Car history report file; the button shows only when set.' } }),
  num('views', { defaultValue: 0, min: 0 }),
]

const market: Field = {
  name: 'market',
  type: 'group',
  admin: { description: 'Market data (autograb): drives the price gauge and below-market badge.' },
  fields: [
    { type: 'row', fields: [num('stateAverageMarketPrice'), num('averageMarketPrice')] },
    { type: 'row', fields: [num('rangeMin'), num('rangeMax'), num('confidence', { min: 0, max: 1 })] },
  ],
}

const finance: Field[] = [
  { name: 'financeLenders', type: 'json', admin: { description: 'Lender data keyed by provider (FIN §3 Finance lender).' } },
  { name: 'financeQuote', type: 'json', admin: { description: 'weeklyRepaymentAmount, advertisedRate, comparisonRate' } },
]

export const vehicleFields: Field[] = [
  ...identity,
  ...state,
  ...pricing,
  {
    type: 'tabs',
    tabs: [
      { label: 'Details', fields: [...appearance, ...condition, specs] },
      { label: 'Media', fields: media },
      { label: 'Placement', fields: placement },
      { label: 'Content', fields: content },
      { label: 'Market & finance', fields: [market, ...finance] },
    ],
  },
]
