/** BullMQ queue names. Workers live in the service that owns the data. */
export const Queues = {
  /** Outgoing e-mail, processed by identity. */
  mail: 'mail',
  /** Label generation after payment, processed by shipments. */
  guides: 'guides',
  /** Per-carrier tracking polls, processed by tracking. */
  trackingPoll: 'tracking-poll',
  /** Signed webhook deliveries, retried for a day, processed by webhooks. */
  webhookDeliveries: 'webhook-deliveries',
  /** CFDI stamping and re-issuing through the PAC, processed by invoicing. */
  invoicingStamp: 'invoicing-stamp',
} as const;
