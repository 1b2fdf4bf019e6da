import type { DemoBody } from '../../site/demoImages/carSvg'
import { DEMO_PAINT } from '../../site/demoImages/palette'

/** The vehicle type a model is sold as (Vehicles `itemType`; a motorhome is a caravan with a Motorhome body). */
export type ItemType = 'car' | 'truck' | 'motorcycle' | 'caravan'

/** A caravan's or motorhome's living facts, as its feed gives them (dimensions in feet). */
export type RvSpec = { lengthFt: [number, number]; widthFt: number; heightMm: number; tare: [number, number]; atmOverTare: [number, number]; axle: 'Single' | 'Tandem'; sleeps: number[] }

export type ModelSpec = {
  itemType?: ItemType
  /** Trucks and motorhomes: gross vehicle mass range in kg. */
  gvm?: [number, number]
  /** Motorcycles: engine capacity in cc. */
  cc?: number
  rv?: RvSpec
  make: string
  model: string
  badges: string[]
  body: DemoBody
  simpleBody: string
  fuel: 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric'
  drive: string
  seats: number
  engine: string
  priceNew: [number, number]
  economy: number | null
}

const m = (make: string, model: string, badges: string[], body: DemoBody, simpleBody: string, fuel: ModelSpec['fuel'], drive: string, seats: number, engine: string, priceNew: [number, number], economy: number | null): ModelSpec =>
  ({ make, model, badges, body, simpleBody, fuel, drive, seats, engine, priceNew, economy })

/** Makes, models and badges common on Australian forecourts. */
export const CARS: ModelSpec[] = [
  m('Toyota', 'HiLux', ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'], 'ute', 'Ute', 'Diesel', '4x4', 5, '2.8L 4cyl turbo diesel', [38000, 75000], 8.4),
  m('Toyota', 'RAV4', ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], 'suv', 'SUV', 'Hybrid', 'AWD', 5, '2.5L 4cyl hybrid', [38000, 58000], 4.8),
  m('Toyota', 'Corolla', ['Ascent Sport', 'SX', 'ZR'], 'hatch', 'Hatchback', 'Hybrid', 'FWD', 5, '1.8L 4cyl hybrid', [28000, 38000], 4.0),
  m('Toyota', 'LandCruiser', ['GX', 'GXL', 'VX', 'Sahara'], 'suv', 'SUV', 'Diesel', '4x4', 7, '3.3L V6 twin-turbo diesel', [90000, 140000], 8.9),
  m('Toyota', 'Camry', ['Ascent', 'SL', 'SX'], 'sedan', 'Sedan', 'Hybrid', 'FWD', 5, '2.5L 4cyl hybrid', [37000, 50000], 4.2),
  m('Mazda', 'CX-5', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], 'suv', 'SUV', 'Petrol', 'AWD', 5, '2.5L 4cyl', [36000, 55000], 7.4),
  m('Mazda', 'CX-3', ['Neo Sport', 'Maxx Sport', 'Akari'], 'suv', 'SUV', 'Petrol', 'FWD', 5, '2.0L 4cyl', [27000, 38000], 6.3),
  m('Mazda', 'BT-50', ['XS', 'XT', 'GT', 'Thunder'], 'ute', 'Ute', 'Diesel', '4x4', 5, '3.0L 4cyl turbo diesel', [40000, 70000], 8.0),
  m('Mazda', 'Mazda3', ['G20 Pure', 'G20 Evolve', 'G25 Astina'], 'hatch', 'Hatchback', 'Petrol', 'FWD', 5, '2.0L 4cyl', [30000, 42000], 6.2),
  m('Ford', 'Ranger', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], 'ute', 'Ute', 'Diesel', '4x4', 5, '2.0L bi-turbo diesel', [45000, 90000], 7.6),
  m('Ford', 'Everest', ['Ambiente', 'Trend', 'Sport', 'Platinum'], 'suv', 'SUV', 'Diesel', '4x4', 7, '3.0L V6 turbo diesel', [55000, 80000], 8.5),
  m('Ford', 'Mustang', ['GT', 'Dark Horse'], 'coupe', 'Coupe', 'Petrol', 'RWD', 4, '5.0L V8', [70000, 100000], 12.4),
  m('Hyundai', 'i30', ['Active', 'Elite', 'N Line'], 'hatch', 'Hatchback', 'Petrol', 'FWD', 5, '2.0L 4cyl', [26000, 38000], 6.4),
  m('Hyundai', 'Tucson', ['Base', 'Elite', 'Highlander'], 'suv', 'SUV', 'Petrol', 'AWD', 5, '2.0L 4cyl', [36000, 55000], 8.1),
  m('Kia', 'Sportage', ['S', 'SX', 'SX+', 'GT-Line'], 'suv', 'SUV', 'Petrol', 'FWD', 5, '2.0L 4cyl', [35000, 55000], 8.1),
  m('Kia', 'Carnival', ['S', 'Sport', 'Platinum'], 'van', 'People Mover', 'Diesel', 'FWD', 8, '2.2L 4cyl turbo diesel', [52000, 75000], 6.5),
  m('Kia', 'Cerato', ['S', 'Sport', 'GT'], 'sedan', 'Sedan', 'Petrol', 'FWD', 5, '2.0L 4cyl', [26000, 36000], 7.4),
  m('Mitsubishi', 'Triton', ['GLX', 'GLX+', 'GLS', 'GSR'], 'ute', 'Ute', 'Diesel', '4x4', 5, '2.4L 4cyl bi-turbo diesel', [38000, 65000], 7.7),
  m('Mitsubishi', 'Outlander', ['ES', 'LS', 'Aspire', 'Exceed'], 'suv', 'SUV', 'Petrol', 'AWD', 7, '2.5L 4cyl', [36000, 56000], 7.2),
  m('Nissan', 'Navara', ['SL', 'ST', 'ST-X', 'PRO-4X'], 'ute', 'Ute', 'Diesel', '4x4', 5, '2.3L twin-turbo diesel', [40000, 70000], 7.0),
  m('Nissan', 'X-Trail', ['ST', 'ST-L', 'Ti'], 'suv', 'SUV', 'Petrol', 'AWD', 7, '2.5L 4cyl', [37000, 55000], 7.4),
  m('Volkswagen', 'Golf', ['110TSI Life', 'R-Line', 'GTI', 'R'], 'hatch', 'Hatchback', 'Petrol', 'FWD', 5, '1.4L 4cyl turbo', [35000, 70000], 5.8),
  m('Volkswagen', 'Amarok', ['Core', 'Life', 'Style', 'Aventura'], 'ute', 'Ute', 'Diesel', '4x4', 5, '3.0L V6 turbo diesel', [50000, 85000], 9.4),
  m('Subaru', 'Forester', ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S'], 'wagon', 'Wagon', 'Petrol', 'AWD', 5, '2.5L flat-4', [36000, 50000], 7.4),
  m('Subaru', 'Outback', ['AWD', 'AWD Touring', 'XT'], 'wagon', 'Wagon', 'Petrol', 'AWD', 5, '2.5L flat-4', [44000, 58000], 7.3),
  m('Isuzu', 'D-Max', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], 'ute', 'Ute', 'Diesel', '4x4', 5, '3.0L 4cyl turbo diesel', [38000, 68000], 8.0),
  m('MG', 'ZS', ['Excite', 'Essence'], 'suv', 'SUV', 'Petrol', 'FWD', 5, '1.5L 4cyl', [23000, 32000], 6.9),
  m('MG', 'MG3', ['Vibe', 'Excite'], 'hatch', 'Hatchback', 'Hybrid', 'FWD', 5, '1.5L hybrid', [20000, 28000], 4.4),
  m('Tesla', 'Model 3', ['RWD', 'Long Range', 'Performance'], 'sedan', 'Sedan', 'Electric', 'RWD', 5, 'Electric motor', [55000, 85000], null),
  m('BYD', 'Atto 3', ['Standard Range', 'Extended Range'], 'suv', 'SUV', 'Electric', 'FWD', 5, 'Electric motor', [45000, 52000], null),
  m('Mercedes-Benz', 'C-Class', ['C200', 'C300', 'C43 AMG'], 'sedan', 'Sedan', 'Petrol', 'RWD', 5, '2.0L 4cyl turbo', [78000, 130000], 6.6),
  m('Suzuki', 'Swift', ['GL', 'GLX Turbo', 'Sport'], 'hatch', 'Hatchback', 'Petrol', 'FWD', 5, '1.2L 4cyl', [20000, 30000], 4.9),
  m('Holden', 'Commodore', ['SV6', 'Calais', 'SS-V Redline'], 'sedan', 'Sedan', 'Petrol', 'RWD', 5, '3.6L V6', [35000, 60000], 9.1),
]

const rv = (lengthFt: [number, number], widthFt: number, heightMm: number, tare: [number, number], atmOverTare: [number, number], axle: RvSpec['axle'], sleeps: number[]): RvSpec =>
  ({ lengthFt, widthFt, heightMm, tare, atmOverTare, axle, sleeps })
const caravan = (make: string, model: string, badges: string[], body: string, priceNew: [number, number], spec: RvSpec): ModelSpec =>
  ({ ...m(make, model, badges, 'caravan', body, 'Petrol', '', 0, '', priceNew, null), itemType: 'caravan', rv: spec })

/** Caravans, pop tops and camper trailers on Australian dealers' yards (tare and ATM in kg, lengths in feet). */
export const CARAVANS: ModelSpec[] = [
  caravan('Jayco', 'Journey', ['Outback 21.66-4', 'Outback 19.61-3'], 'Caravan', [75000, 95000], rv([19, 22], 7.8, 3050, [2250, 2550], [600, 800], 'Tandem', [2, 4])),
  caravan('Jayco', 'Crosstrak', ['15.44-3'], 'Caravan', [55000, 65000], rv([15, 16], 7.5, 2900, [1750, 1900], [450, 550], 'Single', [2])),
  caravan('Jayco', 'Swan', ['Outback 14.45-1'], 'Camper Trailer', [38000, 46000], rv([14, 15], 7.1, 2100, [1150, 1300], [450, 500], 'Single', [4, 6])),
  caravan('Avan', 'Aspire', ['553', '633'], 'Pop Top', [60000, 80000], rv([17, 20], 7.3, 2650, [1600, 1950], [400, 550], 'Single', [2])),
  caravan('Coromal', 'Element', ['E 542', 'E 612'], 'Caravan', [70000, 90000], rv([18, 21], 7.8, 3000, [2100, 2400], [500, 700], 'Tandem', [2, 4])),
  caravan('New Age', 'Manta Ray', ['19E', '21E'], 'Caravan', [80000, 98000], rv([19, 21], 7.9, 3050, [2300, 2600], [600, 800], 'Tandem', [2, 4])),
  caravan('Lotus', 'Trooper', ['21\'6" Family', '19\'6"'], 'Caravan', [110000, 135000], rv([19, 22], 8.1, 3100, [2700, 2950], [700, 900], 'Tandem', [2, 5])),
  caravan('Zone RV', 'Z-3', ['Family', 'Couples'], 'Caravan', [100000, 125000], rv([18, 21], 7.9, 3050, [2400, 2700], [700, 900], 'Tandem', [2, 4])),
  caravan('Retreat', 'Hamilton', ['21\'6"'], 'Caravan', [85000, 99000], rv([21, 22], 8.0, 3050, [2450, 2650], [550, 750], 'Tandem', [2])),
  caravan('Supreme', 'Spirit', ['620', '660'], 'Caravan', [72000, 88000], rv([20, 22], 7.9, 3000, [2200, 2450], [550, 700], 'Tandem', [2])),
]

const motorhome = (make: string, model: string, badges: string[], engine: string, priceNew: [number, number], economy: number, gvm: [number, number], spec: RvSpec): ModelSpec =>
  ({ ...m(make, model, badges, 'motorhome', 'Motorhome', 'Diesel', 'FWD', Math.max(...spec.sleeps), engine, priceNew, economy), itemType: 'caravan', gvm, rv: spec })

/** Motorhomes and campervans: the caravan type with a Motorhome body (FIN §3 body types). */
export const MOTORHOMES: ModelSpec[] = [
  motorhome('Jayco', 'Conquest', ['FA25-2', 'CV25-2'], '3.0L 4cyl turbo diesel', [165000, 190000], 12.5, [4490, 4490], rv([24, 25], 7.5, 3250, [3500, 3800], [0, 0], 'Single', [2, 4])),
  motorhome('Sunliner', 'Pivot', ['P4'], '2.3L 4cyl turbo diesel', [175000, 199000], 11.8, [4250, 4490], rv([22, 24], 7.4, 3200, [3400, 3700], [0, 0], 'Single', [2])),
  motorhome('Avida', 'Esperance', ['C7944SL'], '3.0L 4cyl turbo diesel', [180000, 215000], 13.0, [4490, 5000], rv([24, 26], 7.6, 3300, [3700, 4000], [0, 0], 'Single', [2, 4])),
  motorhome('Apollo', 'Frontier', ['Remote'], '2.8L 4cyl turbo diesel', [150000, 170000], 12.0, [4490, 4490], rv([22, 23], 7.3, 3150, [3400, 3600], [0, 0], 'Single', [2])),
]

const truck = (make: string, model: string, badges: string[], engine: string, priceNew: [number, number], economy: number, gvm: [number, number]): ModelSpec =>
  ({ ...m(make, model, badges, 'truck', 'Cab Chassis', 'Diesel', '4x2', 3, engine, priceNew, economy), itemType: 'truck', gvm })

/** Light and medium trucks sold beside cars by the group's dealers. */
export const TRUCKS: ModelSpec[] = [
  truck('Hino', '300 Series', ['616 Auto', '617 Wide Cab'], '4.0L 4cyl turbo diesel', [72000, 92000], 14.5, [5500, 6500]),
  truck('Hino', '500 Series', ['FC 1124', 'FD 1124'], '5.1L 4cyl turbo diesel', [115000, 140000], 19.0, [11000, 11000]),
  truck('Isuzu', 'N Series', ['NLR 45-150', 'NPR 75-190'], '3.0L 4cyl turbo diesel', [68000, 95000], 13.5, [4500, 7500]),
  truck('Fuso', 'Canter', ['515 Wide', '918'], '3.0L 4cyl turbo diesel', [66000, 88000], 13.0, [4500, 8500]),
]

const motorcycle = (make: string, model: string, badges: string[], body: string, cc: number, engine: string, priceNew: [number, number], economy: number): ModelSpec =>
  ({ ...m(make, model, badges, 'motorcycle', body, 'Petrol', 'Chain', 2, engine, priceNew, economy), itemType: 'motorcycle', cc })

/** Motorcycles common in Australian showrooms (engine capacity in cc). */
export const MOTORCYCLES: ModelSpec[] = [
  motorcycle('Ducati', 'Monster', ['Base', '+', 'SP'], 'Naked', 937, '937cc L-twin', [22000, 29000], 5.2),
  motorcycle('Ducati', 'Multistrada V2', ['S', 'S Travel'], 'Adventure Touring', 937, '937cc L-twin', [28000, 35000], 5.5),
  motorcycle('Yamaha', 'MT-07', ['LAMS', 'Full Power'], 'Naked', 689, '689cc parallel twin', [12000, 14000], 4.3),
  motorcycle('Yamaha', 'Ténéré 700', ['World Raid', 'Explore'], 'Adventure', 689, '689cc parallel twin', [18000, 22000], 4.6),
  motorcycle('Kawasaki', 'Ninja 650', ['LAMS', 'KRT'], 'Sport', 649, '649cc parallel twin', [11000, 13000], 4.5),
  motorcycle('Honda', 'CB650R', ['E-Clutch'], 'Naked', 649, '649cc inline four', [13000, 15000], 5.0),
  motorcycle('Harley-Davidson', 'Street Bob', ['114'], 'Cruiser', 1868, '1868cc V-twin', [29000, 33000], 5.6),
]

/** Paint colours of the demo cars: the only ones /demo-images draws (site/demoImages/palette.ts). */
export const COLOURS = DEMO_PAINT

export const TAGS = ['runout sale', 'Test Drive Only', 'Low kms', 'One owner', 'Just serviced']
export const FEATURES = ['Apple CarPlay', 'Android Auto', 'Reversing camera', 'Adaptive cruise control', 'Heated seats', 'Tow bar', 'Bull bar', 'Sunroof', 'Leather seats', 'Blind spot monitoring', 'Lane keep assist', '360 camera']

/** Standard equipment and feature facets by vehicle type (a caravan has no Apple CarPlay). */
export const FEATURES_BY_TYPE: Record<ItemType, string[]> = {
  car: FEATURES,
  truck: ['Reversing camera', 'Bluetooth', 'Cruise control', 'Exhaust brake', 'Air suspension seat', 'Tray body', 'Tipper body', 'Tow bar'],
  motorcycle: ['ABS', 'Traction control', 'Quickshifter', 'Heated grips', 'Cruise control', 'Riding modes', 'LED lighting', 'TFT display'],
  caravan: ['Ensuite', 'Solar panels', 'Lithium battery', 'Diesel heater', 'Washing machine', 'Off-road suspension', 'Roll-out awning', 'Queen bed', 'Bunks', 'Reversing camera', 'Air conditioning', 'Outdoor kitchen'],
}
