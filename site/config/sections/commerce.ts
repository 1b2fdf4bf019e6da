/** Variants §9 and §10: promos (`promos.*`) and reserve and checkout (`checkout.*`). */
import { z } from 'zod'

export const promosSection = z
  .strictObject({
    /** Shuffle promo nodes that have no position (INV §5). */
    shuffleUnpositioned: z.boolean().default(false),
    /** When each height applies is not shown (open question 13). */
    sliderHeight: z.union([z.literal(720), z.literal(1080)], { error: 'Use 720 or 1080' }).default(720),
    /** Dated site-wide banners, e.g. Stocktake 2025-07-01 to 2025-07-24 (better as promo records). */
    banners: z
      .array(
        z
          .strictObject({ name: z.string().trim().min(1), start: z.iso.date(), expiry: z.iso.date() })
          .refine((b) => b.start <= b.expiry, { message: 'expiry must not be before start', path: ['expiry'], when: (p) => p.issues.length === 0 }),
      )
      .default([]),
  })
  .prefault({})

export const checkoutSection = z
  .strictObject({
    /** The per-car condition is not shown (open question 16). */
    enabled: z.boolean().default(false),
    /** 'reserve': /cars/{slug}/checkout, "Reserve Now {amount}"; 'buyOnline': /cars/{slug}/buy-online, "Buy Online". */
    mode: z.enum(['reserve', 'buyOnline']).default('reserve'),
    /** Unset means $200; an explicit 0 or null hides the reserve label (open question 6). */
    reserveAmount: z.number().min(0).nullable().default(200),
    /** (flag) — /checkout-journey?car_id={slug}. */
    onlinePurchase: z.boolean().default(false),
    /** Makes whose new cars also get online purchase; [] = used cars only. */
    onlinePurchaseNewMakes: z.array(z.string().min(1)).default([]),
    /** Pre-owned money-back guarantee, e.g. 48. */
    moneyBackGuaranteeHours: z.number().int().positive().nullable().default(null),
    /** Used cars may be returned within 14 days and 500 km (FIN §5 used-car return terms); false: no return is promised. */
    usedCarReturns: z.boolean().default(true),
  })
  .prefault({})
