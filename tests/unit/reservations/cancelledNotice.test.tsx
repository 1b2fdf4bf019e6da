import { describe, expect, it } from 'vitest'
import { PAYMENT_CANCELLED_MESSAGE } from '@/site/reservations/flows'
import { PaymentCancelledNotice } from '@/site/components/reservations/PaymentCancelledNotice'
import { streamHtml } from '../components/render'

describe('the notice after turning back from the payment page', () => {
  it('says the payment was cancelled and the car is not held, only when the cancel endpoint sent the shopper back', async () => {
    const shown = await streamHtml(<PaymentCancelledNotice searchParams={{ payment: 'cancelled', car_id: 'x' }} />)
    expect(shown).toContain('role="status"')
    expect(shown).toContain('data-testid="payment-cancelled"')
    expect(shown).toContain(PAYMENT_CANCELLED_MESSAGE)
    for (const params of [{}, { payment: 'paid' }, { payment: ['cancelled', 'x'] }]) expect(await streamHtml(<PaymentCancelledNotice searchParams={params} />)).not.toContain('data-testid="payment-cancelled"')
  })
})
