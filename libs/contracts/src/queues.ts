/** BullMQ queue names. Workers live in the service that owns the data. */
export const Queues = {
  /** Outgoing e-mail, processed by identity. */
  mail: 'mail',
  /** Label generation after payment, processed by shipments. */
  guides: 'guides',
  /** Per-carrier tracking polls, processed by tracking. */
  trackingPoll: 'tracking-poll',
} as const;

/** Each service's own diagnostics queue (proves the BullMQ round trip in health checks and tests). */
export const diagnosticsQueue = (service: string): string => `diagnostics-${service}`;
