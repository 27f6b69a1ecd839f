/** The bounded contexts; each owns one MongoDB database and one event topic. */
export const SERVICES = [
  'identity',
  'quoting',
  'shipments',
  'wallet',
  'tracking',
  'reports',
  'webhooks',
  'batches',
  'invoicing',
] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Topic `<service>.events` carries every event that service produces, keyed by aggregate id. */
export const Topics = {
  identity: 'identity.events',
  quoting: 'quoting.events',
  shipments: 'shipments.events',
  wallet: 'wallet.events',
  tracking: 'tracking.events',
  reports: 'reports.events',
  webhooks: 'webhooks.events',
  batches: 'batches.events',
  invoicing: 'invoicing.events',
} as const satisfies Record<ServiceName, string>;
export type Topic = (typeof Topics)[ServiceName];

/** Each consuming service parks events it cannot process in its own dead-letter topic. */
export const deadLetterTopic = (service: ServiceName): string => `${service}.dlq`;

/** Every topic the broker must have; created up front because auto-creation is off. */
export const ALL_TOPICS: readonly string[] = [
  ...Object.values(Topics),
  ...SERVICES.map((service) => deadLetterTopic(service)),
];

/** Kafka and HTTP header names shared by producers, consumers and the BFF. */
export const Headers = {
  correlationId: 'x-correlation-id',
  eventType: 'x-event-type',
  deadLetterReason: 'x-dead-letter-reason',
  deadLetterConsumer: 'x-dead-letter-consumer',
  deadLetterSource: 'x-dead-letter-source',
} as const;
