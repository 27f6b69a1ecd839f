import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { metrics } from './metrics';

/** A counter or histogram on the app's registry, made once per process however often it is asked. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  return (
    (metrics.getSingleMetric(name) as Counter<L> | undefined) ??
    new Counter({ name, help, labelNames: [...labelNames], registers: [metrics] })
  );
}
function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  return (
    (metrics.getSingleMetric(name) as Histogram<L> | undefined) ??
    new Histogram({ name, help, labelNames: [...labelNames], buckets, registers: [metrics] })
  );
}

/** Seconds from a few milliseconds (our own labels, the carrier network) to a carrier's time-out. */
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** From the payment to the label: the queue's wait and every attempt's backoff. */
const PAID_TO_LABEL_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];

export type PaymentMethod = 'wallet' | 'paypal' | 'topup' | 'refund';
export type WebhookOutcome = 'delivered' | 'retrying' | 'gave_up';

/** An HTTP status as its class (2xx…5xx), or 'none' when nothing answered. */
const statusClass = (status: number | null | undefined): string =>
  status ? `${Math.floor(status / 100)}xx` : 'none';

/**
 * What the business did, as Prometheus counters and histograms on the app's registry (`metrics`,
 * labelled `app`): labels made and failed, payments by method and outcome, webhook deliveries by
 * outcome, and every call to a carrier. Each is counted once, by the process whose conditional
 * write made it happen, so the sum over a service's replicas is the service's figure; labels are
 * bounded sets (carrier, outcome…), never ids.
 */
@Injectable()
export class BusinessMetrics {
  private readonly labelsGenerated = counter(
    'labels_generated_total',
    'Labels made, by carrier and source (ratecard: our own; fedex: FedEx API).',
    ['carrier', 'source'],
  );
  private readonly labelsFailed = counter(
    'labels_failed_total',
    'Labels given up on after their last attempt (the payment is refunded), by carrier.',
    ['carrier'],
  );
  private readonly labelSeconds = histogram(
    'label_generation_seconds',
    "Time to make a label that was made: the carrier's (or our) label and its storage.",
    ['carrier', 'source'],
    CALL_BUCKETS,
  );
  private readonly paidToLabel = histogram(
    'label_paid_to_generated_seconds',
    'From the payment of a shipment to its label made, by carrier.',
    ['carrier'],
    PAID_TO_LABEL_BUCKETS,
  );
  private readonly payments = counter(
    'payments_total',
    'Payments by method (wallet, paypal: shipments by card, topup: wallet top-up by card, refund) and outcome.',
    ['method', 'outcome'],
  );
  private readonly deliveries = counter(
    'webhook_deliveries_total',
    "Webhook delivery attempts by outcome (delivered, retrying, gave_up) and the receiver's status class.",
    ['outcome', 'status_class'],
  );
  private readonly deliverySeconds = histogram(
    'webhook_delivery_duration_seconds',
    "Duration of a webhook POST to a customer's endpoint, by the answer's status class.",
    ['status_class'],
    CALL_BUCKETS,
  );
  private readonly carrierSeconds = histogram(
    'carrier_request_duration_seconds',
    "Duration of calls to a carrier's API or the carrier network, by carrier, operation and outcome.",
    ['carrier', 'operation', 'outcome'],
    CALL_BUCKETS,
  );

  /** A label made (its write won): how long it took and, when known, how long since it was paid. */
  labelGenerated(label: { carrier: string; source: string; seconds: number; paidSeconds?: number }): void {
    this.labelsGenerated.inc({ carrier: label.carrier, source: label.source });
    this.labelSeconds.observe({ carrier: label.carrier, source: label.source }, label.seconds);
    if (label.paidSeconds !== undefined && label.paidSeconds >= 0)
      this.paidToLabel.observe({ carrier: label.carrier }, label.paidSeconds);
  }

  labelFailed(carrier: string): void {
    this.labelsFailed.inc({ carrier });
  }

  payment(method: PaymentMethod, outcome: string, count = 1): void {
    this.payments.inc({ method, outcome }, count);
  }

  /** One delivery attempt: its outcome, the receiver's status (null: no answer) and the POST's seconds. */
  webhookDelivery(outcome: WebhookOutcome, status: number | null, seconds: number | null): void {
    const status_class = statusClass(status);
    this.deliveries.inc({ outcome, status_class });
    if (seconds !== null) this.deliverySeconds.observe({ status_class }, seconds);
  }

  /** libs/carriers' CarrierCallObserver: hand it to CarrierConnectors as `observe`. */
  readonly carrierCall = (call: { carrier: string; operation: string; outcome: string; seconds: number }) =>
    this.carrierSeconds.observe(
      { carrier: call.carrier, operation: call.operation, outcome: call.outcome },
      call.seconds,
    );
}
