import { createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { paypalId } from './paypal-shapes';

/** PayPal's webhook signature: SHA256withRSA over `transmissionId|transmissionTime|webhookId|crc32(body)`. */
const AUTH_ALGO = 'SHA256withRSA';

/** The decimal is zlib's unsigned CRC-32 of the body's UTF-8 bytes. */
const signedString = (transmissionId: string, time: string, webhookId: string, body: string) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;

interface WebhookEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  resource_version: string;
  event_type: string;
  summary: string;
  resource: unknown;
  links: { href: string; rel: string; method: string }[];
}

/** One signed transmission of an event, kept (delivered or not) for GET /sandbox/webhooks/last. */
interface Delivery {
  eventId: string;
  eventType: string;
  orderId?: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  attempts: number;
  state: 'pending' | 'delivered' | 'failed';
  lastStatus?: number | string;
}

const MAX_EVENTS = 2_000;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookOptions {
  /** Where events are POSTed; empty: none are sent (still recorded and signed). */
  url: string;
  webhookId: string;
  certUrl: () => string;
  /** Delays before each retry after a failed attempt. */
  retryDelaysMs?: number[];
  /** Delay before the first attempt: PayPal sends its webhooks some seconds after the event. */
  delayMs?: number;
  log: (line: string) => void;
}

/** The id of the order an event is about: the order itself, or a capture's or refund's related ids. */
function orderIdOf(eventType: string, resource: unknown): string | undefined {
  const r = resource as { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
  if (eventType.startsWith('CHECKOUT.ORDER.')) return r.id;
  return r.supplementary_data?.related_ids?.order_id;
}

export function createWebhooks(options: WebhookOptions) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const retryDelays = options.retryDelaysMs ?? [1_000, 2_000, 4_000, 8_000];
  const events = new Map<string, WebhookEvent>();
  const deliveries: Delivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const stats = { webhooksEmitted: 0, webhookAttempts: 0, webhooksDelivered: 0, webhooksFailed: 0 };

  function transmit(event: WebhookEvent): Delivery {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const delivery: Delivery = {
      eventId: event.id,
      eventType: event.event_type,
      orderId: orderIdOf(event.event_type, event.resource),
      url: options.url,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign(
          'sha256',
          Buffer.from(signedString(transmissionId, time, options.webhookId, body)),
          privateKey,
        ).toString('base64'),
        'paypal-cert-url': options.certUrl(),
        'paypal-auth-algo': AUTH_ALGO,
      },
      body,
      attempts: 0,
      state: 'pending',
    };
    deliveries.push(delivery);
    if (deliveries.length > MAX_EVENTS) deliveries.shift();
    if (options.url) later(delivery, options.delayMs ?? 0);
    return delivery;
  }

  async function attempt(delivery: Delivery): Promise<void> {
    delivery.attempts++;
    stats.webhookAttempts++;
    try {
      const res = await fetch(delivery.url, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      delivery.lastStatus = res.status;
      if (res.ok) {
        delivery.state = 'delivered';
        stats.webhooksDelivered++;
        return;
      }
    } catch (err) {
      delivery.lastStatus = (err as Error).name;
    }
    const delay = retryDelays[delivery.attempts - 1];
    options.log(
      `webhook ${delivery.eventType} ${delivery.eventId} attempt ${delivery.attempts} failed (${delivery.lastStatus})${delay === undefined ? ', giving up' : `, retry in ${delay} ms`}`,
    );
    if (delay === undefined) {
      delivery.state = 'failed';
      stats.webhooksFailed++;
      return;
    }
    later(delivery, delay);
  }

  function later(delivery: Delivery, delay: number): void {
    if (!delay) {
      void attempt(delivery);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(delivery);
    }, delay);
    timers.add(timer);
  }

  /** Records an event and sends it in the background: the API answer never waits for it. */
  function emit(eventType: string, resourceType: string, resource: unknown, summary: string) {
    const event: WebhookEvent = {
      id: `WH-${paypalId(17)}-${paypalId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [],
    };
    events.set(event.id, event);
    if (events.size > MAX_EVENTS) events.delete(events.keys().next().value as string);
    stats.webhooksEmitted++;
    transmit(event);
  }

  /** Sends a recorded event again, as a new signed transmission. */
  function replay(eventId: string): Delivery | undefined {
    const event = events.get(eventId);
    return event ? transmit(event) : undefined;
  }

  /** The latest transmission, of one order's events when given. */
  function last(orderId?: string, eventType?: string): Delivery | undefined {
    for (let i = deliveries.length - 1; i >= 0; i--) {
      const d = deliveries[i];
      if ((!orderId || d.orderId === orderId) && (!eventType || d.eventType === eventType)) return d;
    }
    return undefined;
  }

  /**
   * POST /v1/notifications/verify-webhook-signature: the event as the caller received it, serialised
   * again (the sandbox sends JSON.stringify's output, so a faithful JSON.parse gives the same bytes).
   */
  function verifySignature(input: {
    auth_algo: string;
    cert_url: string;
    transmission_id: string;
    transmission_sig: string;
    transmission_time: string;
    webhook_id: string;
    webhook_event: unknown;
  }): boolean {
    if (input.auth_algo !== AUTH_ALGO) return false;
    const message = signedString(
      input.transmission_id,
      input.transmission_time,
      input.webhook_id,
      JSON.stringify(input.webhook_event),
    );
    try {
      return verify(
        'sha256',
        Buffer.from(message),
        publicKeyObject,
        Buffer.from(input.transmission_sig, 'base64'),
      );
    } catch {
      return false;
    }
  }
  const publicKeyObject: KeyObject = createPublicKey(publicPem);

  function close() {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  }

  return { emit, replay, last, verifySignature, publicPem, stats, close };
}
