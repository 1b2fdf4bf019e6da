/** The channels a lead is delivered on and the states of one delivery (site/leads/delivery.ts, the lead-deliveries collection). */
export const DELIVERY_CHANNELS = ['email', 'webhook', 'confirmation'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]
export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'dead'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]
