import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@envios/contracts';
import { formatDateTime } from '@envios/domain';

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'shipment.label_created': 'Guía generada',
  'shipment.label_failed': 'Guía fallida',
  'tracking.updated': 'Rastreo actualizado',
  'shipment.delivered': 'Entregado',
  'shipment.exception': 'Incidencia',
  'shipment.cancelled': 'Guía cancelada',
  'overweight.registered': 'Sobrepeso',
  'payment.completed': 'Pago',
  'wallet.low_balance': 'Saldo bajo',
  'batch.completed': 'Lote terminado',
};

/** An endpoint's event types in the order the form lists them. */
export const orderedEvents = (events: readonly WebhookEventType[]): WebhookEventType[] =>
  WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));

/** A badge: its text and its Mantine colour. */
interface Tone {
  label: string;
  color: string;
}

/** Active; failing since a date (each delivery is still retried); or disabled after days of failures. */
export function endpointState(endpoint: Pick<WebhookEndpoint, 'enabled' | 'failing_since'>): Tone {
  if (!endpoint.enabled) return { label: 'Desactivado', color: 'red' };
  if (endpoint.failing_since)
    return { label: `Fallando desde ${formatDateTime(endpoint.failing_since)}`, color: 'orange' };
  return { label: 'Activo', color: 'teal' };
}

export const DELIVERY_STATES: Record<WebhookDelivery['status'], Tone> = {
  pending: { label: 'Pendiente', color: 'gray' },
  retrying: { label: 'Reintentando', color: 'orange' },
  succeeded: { label: 'Entregado', color: 'teal' },
  failed: { label: 'Fallido', color: 'red' },
};

/** 'Respuesta': the HTTP code the endpoint answered and how long it took ('200 · 84 ms'). */
export function deliveryResponse(delivery: Pick<WebhookDelivery, 'response_status' | 'latency_ms'>): string {
  const { response_status: status, latency_ms: latency } = delivery;
  if (status === null && latency === null) return '—';
  const code = status === null ? 'Sin respuesta' : String(status);
  return latency === null ? code : `${code} · ${latency} ms`;
}
