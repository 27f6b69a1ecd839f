import type { z } from 'zod';
import { BatchV2Schema, CreateBatchV2Schema } from './v2-batches.api';
import { CreatedWebhookEndpointSchema, CreateWebhookEndpointSchema } from './webhooks.api';
import {
  BalanceV2Schema,
  CreateShipmentV2Schema,
  PaymentV2RequestSchema,
  PaymentV2Schema,
  RatesRequestV2Schema,
  RatesV2Schema,
  ShipmentV2Schema,
  TrackingV2Schema,
} from './v2.api';

/**
 * The examples of the public API's OpenAPI document, each beside the schema it illustrates: a test
 * (v2.examples.spec.ts) parses every one with its schema, so the document never shows a shape the
 * server would refuse or could not answer.
 */
const example = <S extends z.ZodType>(schema: S, value: z.input<S>) => ({ schema, value });

const SHIPMENT_ID = '6750a1c2e4b0f1a2b3c4d5e6';
const parcels = [{ weight: 2, length: 30, width: 20, height: 15 }];
const origin = {
  name: 'Bodega Roma',
  email: 'bodega@ejemplo.mx',
  phone: '5512345678',
  street: 'Orizaba',
  number: '45',
  colony: 'Roma Norte',
  postal_code: '06700',
  city: 'Ciudad de México',
};
const destination = {
  name: 'Laura Méndez',
  email: 'laura@ejemplo.mx',
  phone: '8187654321',
  street: 'Padre Mier',
  number: '120',
  colony: 'Monterrey Centro',
  postal_code: '64000',
  city: 'Monterrey',
};
const price = { amount: 18_950, currency: 'MXN' as const };

export const V2_EXAMPLES = {
  ratesRequest: example(RatesRequestV2Schema, {
    origin: { postal_code: '06700' },
    destination: { postal_code: '64000' },
    parcels,
  }),
  rates: example(RatesV2Schema, {
    data: [
      {
        id: 'q3.Vd9x…',
        carrier: 'ESTAFETA',
        carrier_name: 'Estafeta',
        service_code: 'TERRESTRE',
        service_name: 'Terrestre',
        price,
        transit_days: 3,
        estimated_delivery: '2026-12-03',
        remote_area: false,
      },
    ],
    unavailable: [{ carrier: 'AMPM', reason: 'no_service' }],
    quoted_at: '2026-11-28T10:15:00.000Z',
  }),
  createShipment: example(CreateShipmentV2Schema, {
    rate_id: 'q3.Vd9x…',
    parcels,
    origin,
    destination,
    description: 'Ropa y calzado',
  }),
  shipment: example(ShipmentV2Schema, {
    id: SHIPMENT_ID,
    mode: 'live',
    status: 'paid',
    carrier: 'ESTAFETA',
    service_code: 'TERRESTRE',
    service_name: 'Terrestre',
    price,
    label: { state: 'generated', guide_number: '8055241528464720099', format: 'pdf-letter' },
    tracking: { status: 'label_created', description: 'Guía generada', delivered_at: null },
    origin,
    destination,
    parcels,
    description: 'Ropa y calzado',
    cancellable: true,
    refunded: false,
    created_at: '2026-11-28T10:16:02.000Z',
  }),
  paymentRequest: example(PaymentV2RequestSchema, { shipment_ids: [SHIPMENT_ID] }),
  payment: example(PaymentV2Schema, {
    paid: [SHIPMENT_ID],
    amount: price,
    balance: { amount: 481_050, currency: 'MXN' },
  }),
  balance: example(BalanceV2Schema, { balance: { amount: 481_050, currency: 'MXN' }, mode: 'live' }),
  tracking: example(TrackingV2Schema, {
    guide_number: '8055241528464720099',
    carrier: 'ESTAFETA',
    status: 'in_transit',
    description: 'En tránsito',
    delivered_at: null,
    events: [
      { at: '2026-11-28T18:40:00-06:00', description: 'Recolectado en Ciudad de México' },
      { at: '2026-11-29T07:05:00-06:00', description: 'En tránsito hacia Monterrey' },
    ],
  }),
  createBatch: example(CreateBatchV2Schema, {
    shipments: [
      {
        order: 'PED-10025',
        origin: 'Bodega Roma',
        name: 'Laura Méndez',
        phone: '8187654321',
        email: 'laura@ejemplo.mx',
        street: 'Padre Mier',
        number: '120',
        colony: 'Monterrey Centro',
        postal_code: '64000',
        weight: 2,
        length: 30,
        width: 20,
        height: 15,
        content: 'Ropa',
      },
    ],
    carrier_rule: { rule: 'cheapest' },
  }),
  batch: example(BatchV2Schema, {
    id: '6750a1c2e4b0f1a2b3c4d5f0',
    state: 'paid',
    carrier_rule: {
      rule: 'cheapest',
      carrier: null,
      service: null,
      max_days: null,
      quote_expires_at: '2026-11-28T18:30:00.000Z',
    },
    counts: { rows: 1, ready: 1, with_errors: 0, no_option: 0 },
    total: { amount: 17_670, currency: 'MXN' },
    progress: { labels_created: 1, labels_failed: 0, labels_pending: 0, unpaid: 0 },
    rows: [
      {
        row: 1,
        status: 'generated',
        order: 'PED-10025',
        errors: [],
        duplicate_of: null,
        carrier: 'PAQUETEXPRESS',
        service_code: 'STD',
        transit_days: 5,
        price: { amount: 17_670, currency: 'MXN' },
        no_option_reason: null,
        shipment_id: SHIPMENT_ID,
        guide_number: 'PQX729374305553',
      },
    ],
    created_at: '2026-11-28T17:30:00.000Z',
    paid_at: '2026-11-28T17:31:00.000Z',
    completed_at: '2026-11-28T17:31:20.000Z',
  }),
  createWebhook: example(CreateWebhookEndpointSchema, {
    url: 'https://erp.ejemplo.mx/webhooks/envios',
    events: ['shipment.label_created', 'shipment.delivered'],
  }),
  createdWebhook: example(CreatedWebhookEndpointSchema, {
    id: '6750a1c2e4b0f1a2b3c4d5f0',
    url: 'https://erp.ejemplo.mx/webhooks/envios',
    events: ['shipment.delivered', 'shipment.label_created'],
    enabled: true,
    disabled_at: null,
    failing_since: null,
    owner: { id: '6750a1c2e4b0f1a2b3c4d500', email: 'logistica@ejemplo.mx' },
    mode: 'live',
    created_at: '2026-11-28T10:00:00.000Z',
    secret: 'whsec_3q2+7w…',
  }),
};
export type V2Example = (typeof V2_EXAMPLES)[keyof typeof V2_EXAMPLES];
