import { WEBHOOK_EVENT_TYPES } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { deliveryResponse, endpointState, EVENT_LABELS, orderedEvents } from './webhooks';

describe('webhook labels', () => {
  it('names every event type in Spanish, in the order of the form', () => {
    expect(
      orderedEvents(['payment.completed', 'shipment.label_created']).map((t) => EVENT_LABELS[t]),
    ).toEqual(['Guía generada', 'Pago']);
    expect(orderedEvents([...WEBHOOK_EVENT_TYPES].reverse())).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it('tells an active endpoint from a failing and a disabled one', () => {
    const since = '2025-03-04T15:20:00.000Z';
    expect(endpointState({ enabled: true, failing_since: null })).toEqual({ label: 'Activo', color: 'teal' });
    expect(endpointState({ enabled: true, failing_since: since })).toEqual({
      label: `Fallando desde ${formatDateTime(since)}`,
      color: 'orange',
    });
    expect(endpointState({ enabled: false, failing_since: since })).toEqual({
      label: 'Desactivado',
      color: 'red',
    });
  });

  it("sums up a delivery's answer: its code and latency, or that none came", () => {
    expect(deliveryResponse({ response_status: 200, latency_ms: 84 })).toBe('200 · 84 ms');
    expect(deliveryResponse({ response_status: null, latency_ms: 10_000 })).toBe('Sin respuesta · 10000 ms');
    expect(deliveryResponse({ response_status: 503, latency_ms: null })).toBe('503');
    expect(deliveryResponse({ response_status: null, latency_ms: null })).toBe('—');
  });
});
