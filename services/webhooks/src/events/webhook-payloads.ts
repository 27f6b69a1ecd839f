import {
  money,
  type BatchCompleted,
  type EventData,
  type GuideCancelled,
  type GuideFailed,
  type GuideGenerated,
  type OverweightRegistered,
  type PaymentReceived,
  type ShipmentDelivered,
  type TrackingStatusChanged,
  type WalletLowBalance,
  type WebhookEventType,
} from '@envios/contracts';

/** What one source event becomes for the webhooks: its type, whose it is, and the body's `data`. */
export interface WebhookOccurrence {
  type: WebhookEventType;
  owner: string;
  /** The client account, when the event names it (else the members' table says). */
  account?: string;
  shipmentId: string | null;
  /** About what a test API key made (a test endpoint's, never a live one's). */
  test: boolean;
  data: Record<string, unknown>;
}

const V2_FORMAT = { 'pdf-letter': 'pdf', 'pdf-4x6': 'pdf_4x6', zpl: 'zpl' } as const;
/** Portal statuses that mean the parcel needs attention. */
const EXCEPTIONAL = new Set(['exception', 'returning']);

export const labelCreated = (e: EventData<typeof GuideGenerated>): WebhookOccurrence[] => [
  {
    type: 'shipment.label_created',
    test: !!e.test,
    owner: e.owner,
    account: e.account,
    shipmentId: e.shipmentId,
    data: {
      shipment_id: e.shipmentId,
      guide_number: e.numberGuide,
      carrier: e.carrier,
      service_code: e.service,
      label_format: V2_FORMAT[e.format],
      label_url: `/api/v2/shipments/${e.shipmentId}/label`,
    },
  },
];

export const labelFailed = (e: EventData<typeof GuideFailed>): WebhookOccurrence[] => [
  {
    type: 'shipment.label_failed',
    test: !!e.test,
    owner: e.owner,
    shipmentId: e.shipmentId,
    data: { shipment_id: e.shipmentId, carrier: e.carrier, reason: e.reason, attempts: e.attempts },
  },
];

export function trackingUpdated(e: EventData<typeof TrackingStatusChanged>): WebhookOccurrence[] {
  const data = {
    shipment_id: e.shipmentId,
    guide_number: e.numberGuide,
    carrier: e.carrier,
    status: e.status,
    description: e.statusText,
    last_event_at: e.lastEventAt,
    last_event_description: e.lastEventDescription,
  };
  // Test guides are never followed: every tracking event is live.
  const base = { owner: e.owner, account: e.account, shipmentId: e.shipmentId, test: false, data };
  return [
    { type: 'tracking.updated', ...base },
    ...(e.status && EXCEPTIONAL.has(e.status) ? [{ type: 'shipment.exception' as const, ...base }] : []),
  ];
}

export const delivered = (e: EventData<typeof ShipmentDelivered>): WebhookOccurrence[] => [
  {
    type: 'shipment.delivered',
    test: false,
    owner: e.owner,
    account: e.account,
    shipmentId: e.shipmentId,
    data: {
      shipment_id: e.shipmentId,
      guide_number: e.numberGuide,
      carrier: e.carrier,
      delivered_at: e.deliveredAt,
    },
  },
];

export const cancelled = (e: EventData<typeof GuideCancelled>): WebhookOccurrence[] => [
  {
    type: 'shipment.cancelled',
    test: !!e.test,
    owner: e.owner,
    shipmentId: e.shipmentId,
    data: { shipment_id: e.shipmentId, guide_number: e.numberGuide, cancelled_at: e.cancelledAt },
  },
];

export function overweightRegistered(e: EventData<typeof OverweightRegistered>): WebhookOccurrence[] {
  // A charge set back to nothing is staff correcting a mistake: nothing to announce.
  if (e.costCentavos === 0) return [];
  return [
    {
      type: 'overweight.registered',
      test: false,
      owner: e.owner,
      shipmentId: e.shipmentId,
      data: {
        shipment_id: e.shipmentId,
        guide_number: e.numberGuide ?? null,
        carrier: e.carrier ?? null,
        overweight_kg: e.overweightKg,
        charge: money(e.costCentavos),
        declared_kg: e.declared?.billedKg ?? null,
        measured_kg: e.measured?.billedKg ?? null,
      },
    },
  ];
}

export const paymentCompleted = (e: EventData<typeof PaymentReceived>): WebhookOccurrence[] => [
  {
    type: 'payment.completed',
    test: !!e.test,
    owner: e.user,
    shipmentId: null,
    data: {
      payment_id: e.paymentId,
      method: e.method,
      amount: money(e.totalCentavos),
      shipments: e.shipments.map((s) => ({ shipment_id: s.shipmentId, amount: money(s.amountCentavos) })),
      paid_at: e.paidAt,
    },
  },
];

export const lowBalance = (e: EventData<typeof WalletLowBalance>): WebhookOccurrence[] => [
  {
    type: 'wallet.low_balance',
    test: false,
    owner: e.user,
    shipmentId: null,
    data: { balance: money(e.balanceCentavos), threshold: money(e.thresholdCentavos), at: e.at },
  },
];

export const batchCompleted = (e: EventData<typeof BatchCompleted>): WebhookOccurrence[] => [
  {
    type: 'batch.completed',
    test: e.test,
    owner: e.owner,
    account: e.account,
    shipmentId: null,
    data: {
      batch_id: e.batchId,
      rows: e.rows,
      labels_created: e.generated,
      labels_failed: e.failed,
      completed_at: e.completedAt,
      labels_url: `/api/v2/batches/${e.batchId}/labels`,
    },
  },
];
