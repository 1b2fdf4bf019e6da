import type { DemoBody } from '../../site/demoImages/carSvg'
import { DEMO_PAINT } from '../../site/demoImages/palette'

export type ModelSpec = {
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

/** Caravans for the group's caravan brand. */
export const CARAVANS: ModelSpec[] = [
  m('Jayco', 'Journey', ['Outback 21.66-4', 'Outback 19.61-3'], 'caravan', 'Caravan', 'Petrol', 'Tandem', 4, '—', [75000, 95000], null),
  m('Jayco', 'Crosstrak', ['15.44-3'], 'caravan', 'Caravan', 'Petrol', 'Single', 2, '—', [55000, 65000], null),
  m('Avan', 'Aspire', ['553', '633'], 'caravan', 'Caravan', 'Petrol', 'Single', 2, '—', [60000, 80000], null),
  m('Coromal', 'Element', ['E 542', 'E 612'], 'caravan', 'Caravan', 'Petrol', 'Tandem', 4, '—', [70000, 90000], null),
]

/** Paint colours of the demo cars: the only ones /demo-images draws (site/demoImages/palette.ts). */
export const COLOURS = DEMO_PAINT

export const TAGS = ['runout sale', 'Test Drive Only', 'Low kms', 'One owner', 'Just serviced']
export const FEATURES = ['Apple CarPlay', 'Android Auto', 'Reversing camera', 'Adaptive cruise control', 'Heated seats', 'Tow bar', 'Bull bar', 'Sunroof', 'Leather seats', 'Blind spot monitoring', 'Lane keep assist', '360 camera']
