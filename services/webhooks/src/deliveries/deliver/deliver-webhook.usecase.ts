import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { WEBHOOK_SIGNATURE_HEADER, WebhookEndpointDisabled, errorMessage } from '@envios/contracts';
import { APP_CONFIG, BusinessMetrics, EventPublisher, type WebhookOutcome } from '@envios/platform';
import type { WebhooksConfig } from '../../config';
import { Endpoint, type EndpointRecord } from '../../endpoints/endpoint.schema';
import { UrlGuard } from '../../endpoints/url-guard';
import { WebhookSecrets } from '../../endpoints/webhook-secrets';
import { WebhookEventRecord } from '../../events/webhook-event.schema';
import { Delivery } from '../delivery.schema';
import { DELIVERY_ATTEMPTS, DeliveryQueue } from '../delivery-queue';
import { signatureHeader } from '../signature';

/** What the worker does with the job next: nothing, or run it again after `ms`. */
export type NextStep = { next: 'done' } | { next: 'again'; ms: number };

/**
 * How soon a delivery held back by an earlier one of the same shipment looks again: when that one is
 * tried next (it may be hours away while its endpoint is down), and at least this often.
 */
const ORDER_WAIT_MS = 250;
const BODY_KEPT = 500;

/**
 * Sends one delivery: the event's JSON, signed with the endpoint's secret (and the previous one
 * during a rotation), to its URL, without following redirects. A 2xx is delivered; anything else is
 * retried by the schedule for about a day, then failed. A shipment's deliveries to one endpoint go in
 * the order of their events: a later one waits while an earlier one is unfinished. An endpoint that
 * has failed everything for WEBHOOK_DISABLE_AFTER_MS is disabled, and its owner told
 * (WebhookEndpointDisabled).
 */
@Injectable()
export class DeliverWebhookUseCase {
  private readonly logger = new Logger(DeliverWebhookUseCase.name);

  constructor(
    @InjectModel(Delivery.name) private readonly deliveries: Model<Delivery>,
    @InjectModel(Endpoint.name) private readonly endpoints: Model<Endpoint>,
    @InjectModel(WebhookEventRecord.name) private readonly events: Model<WebhookEventRecord>,
    private readonly queue: DeliveryQueue,
    private readonly secrets: WebhookSecrets,
    private readonly urls: UrlGuard,
    private readonly publisher: EventPublisher,
    @Inject(APP_CONFIG) private readonly config: WebhooksConfig,
    private readonly metrics: BusinessMetrics,
  ) {}

  async execute(id: string): Promise<NextStep> {
    const d = await this.deliveries.findById(id).lean();
    if (!d?.open) return { next: 'done' };
    const endpoint = await this.endpoints.findById(d.endpoint).lean<EndpointRecord>();
    if (!endpoint?.enabled) {
      await this.close(id, 'failed', { error: 'El webhook está desactivado.' });
      return { next: 'done' };
    }
    const wait = d.shipmentId ? await this.heldBack(d) : null;
    if (wait !== null) return { next: 'again', ms: wait };
    const event = await this.events.findById(d.event).lean();
    if (!event) {
      await this.close(id, 'failed', { error: 'El evento ya no existe.' });
      return { next: 'done' };
    }

    const refusal = await this.urls.refusal(endpoint.url);
    const body = JSON.stringify({
      id: event.eventId,
      type: event.type,
      mode: event.test ? 'test' : 'live',
      created_at: event.at.toISOString(),
      data: event.data,
    });
    const outcome = refusal
      ? { ok: false, status: null, text: null, latency: null, error: errorMessage(refusal) }
      : await this.post(endpoint, id, event, body);
    const attempts = d.attempts + 1;
    const record = {
      attempts,
      lastAttemptAt: new Date(),
      responseStatus: outcome.status,
      responseBody: outcome.text,
      latencyMs: outcome.latency,
      error: outcome.error,
    };

    const count = (result: WebhookOutcome) =>
      this.metrics.webhookDelivery(
        result,
        outcome.status,
        outcome.latency === null ? null : outcome.latency / 1000,
      );
    if (outcome.ok) {
      count('delivered');
      await this.close(id, 'succeeded', record);
      if (endpoint.failingSince)
        await this.endpoints.updateOne({ _id: endpoint._id }, { $set: { failingSince: null } });
      return { next: 'done' };
    }
    const untilDisabled = await this.disableIfFailingTooLong(endpoint);
    if (untilDisabled === 0 || attempts >= DELIVERY_ATTEMPTS) {
      count('gave_up');
      await this.close(id, 'failed', record);
      return { next: 'done' };
    }
    count('retrying');
    // The next attempt comes by the schedule, and no later than the moment the endpoint would be
    // disabled, so an endpoint that keeps failing is disabled then, not a schedule step later.
    const ms = Math.min(this.queue.backoff(attempts), untilDisabled);
    await this.deliveries.updateOne(
      { _id: id, open: true },
      { $set: { ...record, status: 'retrying', nextAttemptAt: new Date(Date.now() + ms) } },
    );
    return { next: 'again', ms };
  }

  /**
   * How long to wait for the unfinished deliveries of the same shipment to the same endpoint for
   * earlier events, or null when there are none.
   */
  private async heldBack(d: Delivery): Promise<number | null> {
    const open = await this.deliveries
      .find({ endpoint: d.endpoint, shipmentId: d.shipmentId, open: true }, { eventAt: 1, nextAttemptAt: 1 })
      .lean();
    const earlier = open.filter(
      (o) => o._id !== d._id && (o.eventAt < d.eventAt || (+o.eventAt === +d.eventAt && o._id < d._id)),
    );
    if (!earlier.length) return null;
    const next = Math.min(...earlier.map((o) => (o.nextAttemptAt ? +o.nextAttemptAt : 0)));
    return Math.max(ORDER_WAIT_MS, next - Date.now() + ORDER_WAIT_MS);
  }

  private async post(endpoint: EndpointRecord, id: string, event: WebhookEventRecord, body: string) {
    const secrets = [this.secrets.open(endpoint.secret)];
    if (endpoint.previousSecret && endpoint.previousUntil && endpoint.previousUntil > new Date())
      secrets.push(this.secrets.open(endpoint.previousSecret));
    const started = performance.now();
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'EnviosMX-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secrets, body, Math.floor(Date.now() / 1000)),
          'Envios-Event-Id': event.eventId,
          'Envios-Event-Type': event.type,
          'Envios-Delivery-Id': id,
        },
        body,
      });
      const text = (await res.text()).slice(0, BODY_KEPT);
      const latency = Math.round(performance.now() - started);
      const ok = res.status >= 200 && res.status < 300;
      const error = ok
        ? null
        : res.status >= 300 && res.status < 400
          ? 'El webhook respondió con una redirección; no se siguen.'
          : `El webhook respondió ${res.status}.`;
      return { ok, status: res.status, text, latency, error };
    } catch (err) {
      const latency = Math.round(performance.now() - started);
      const timedOut = (err as Error).name === 'TimeoutError';
      return {
        ok: false,
        status: null,
        text: null,
        latency,
        error: timedOut ? 'El webhook no respondió a tiempo.' : 'No se pudo conectar con el webhook.',
      };
    }
  }

  private async close(id: string, status: 'succeeded' | 'failed', set: Record<string, unknown>) {
    await this.deliveries.updateOne({ _id: id, open: true }, { $set: { ...set, status, open: false } });
  }

  /**
   * Notes when its failures began; disables it once they have lasted too long. The milliseconds
   * left before it would be disabled: 0 when it is (now or already).
   */
  private async disableIfFailingTooLong(endpoint: EndpointRecord): Promise<number> {
    const now = new Date();
    const limit = this.config.WEBHOOK_DISABLE_AFTER_MS;
    if (!endpoint.failingSince) {
      await this.endpoints.updateOne(
        { _id: endpoint._id, failingSince: null },
        { $set: { failingSince: now } },
      );
      return limit;
    }
    const left = endpoint.failingSince.getTime() + limit - now.getTime();
    if (left > 0) return left;
    const id = String(endpoint._id);
    const disabled = await this.publisher.updateWithEvents(
      this.endpoints,
      { _id: endpoint._id, enabled: true },
      { $set: { enabled: false, disabledAt: now } },
      this.publisher.event(WebhookEndpointDisabled, id, {
        endpointId: id,
        owner: endpoint.owner,
        url: endpoint.url,
        failingSince: endpoint.failingSince.toISOString(),
        disabledAt: now.toISOString(),
      }),
    );
    if (disabled.modifiedCount)
      this.logger.warn(`webhook ${id} disabled: failing since ${endpoint.failingSince.toISOString()}`);
    return 0;
  }
}
