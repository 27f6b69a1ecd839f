import type {
  CancelLabelRequest,
  CancelLabelResult,
  CancelPickupRequest,
  CancelPickupResult,
  LabelCancelRefusal,
  PickupRequest,
  ScheduledPickup,
} from '../carrier-connector';
import { observedFetch, type CarrierOperation } from '../carrier-calls';
import { CarrierNetworkTracker } from './network-tracker';

/**
 * The carrier network did not do what was asked and did not refuse it either: no (readable) answer,
 * throttled, or an error (`networkCode` is the network's own, e.g. INVALID_REQUEST, NOT_FOUND).
 */
export class CarrierNetworkError extends Error {
  constructor(
    readonly code: 'NETWORK.NETWORK_ERROR' | 'NETWORK.BAD_ANSWER' | 'NETWORK.RATE_LIMITED' | 'NETWORK.HTTP',
    message: string,
    readonly status?: number,
    readonly networkCode?: string,
  ) {
    super(message);
    this.name = 'CarrierNetworkError';
  }

  /** Worth trying again later: throttling, the network's own failures, no answer. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 429 || this.status >= 500;
  }
}

/** The network's refusals of a label cancellation (409), as the port names them. */
const LABEL_REFUSALS: Record<string, LabelCancelRefusal> = {
  ALREADY_PICKED_UP: 'already_picked_up',
  IN_TRANSIT: 'already_in_transit',
  DELIVERED: 'already_delivered',
};

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The network's error code and message, for a non-2xx answer. */
  error?: { code: string; message: string };
}

/**
 * Everything after the label for the rate-card carriers, on the carrier network (locally, the
 * simulator of deploy/local/sandboxes/carriers): tracking (CarrierNetworkTracker), voiding a guide
 * (`POST /network/v1/guides/{carrier}/{guide}/cancel`) and booking or cancelling a pickup
 * (`POST /network/v1/pickups/{carrier}`, `…/{confirmationNumber}/cancel`). A refusal (409) is a
 * result; anything else but a readable 200 throws a CarrierNetworkError.
 */
export class CarrierNetworkClient extends CarrierNetworkTracker {
  async cancelLabel(request: CancelLabelRequest): Promise<CancelLabelResult> {
    const path = `/network/v1/guides/${request.carrier}/${encodeURIComponent(request.trackingNumber)}/cancel`;
    const answer = await this.post(request.carrier, 'cancel_label', path, undefined, request.signal);
    const refusal = answer.error && answer.status === 409 ? LABEL_REFUSALS[answer.error.code] : undefined;
    if (refusal) return { status: 'refused', reason: refusal, message: answer.error!.message };
    this.fail(request.carrier, answer);
    if (answer.body.status !== 'cancelled')
      throw new CarrierNetworkError(
        'NETWORK.BAD_ANSWER',
        `${request.carrier}: the cancellation was not confirmed`,
      );
    return { status: 'cancelled' };
  }

  async schedulePickup(request: PickupRequest): Promise<ScheduledPickup> {
    const a = request.address;
    const street = [`${a.street} ${a.number}`.trim(), a.intNumber ? `Int. ${a.intNumber}` : '', a.colony]
      .filter(Boolean)
      .join(', ');
    const answer = await this.post(
      request.carrier,
      'schedule_pickup',
      `/network/v1/pickups/${request.carrier}`,
      {
        reference: request.reference,
        date: request.date,
        readyTime: request.readyTime,
        closeTime: request.closeTime,
        address: { name: a.name, phone: a.phone, street, city: a.city, postalCode: a.postalCode },
        packages: { count: request.parcels.count, weightKg: request.parcels.weightKg },
        trackingNumbers: request.trackingNumbers,
      },
      request.signal,
    );
    this.fail(request.carrier, answer);
    const { confirmationNumber, date } = answer.body;
    if (typeof confirmationNumber !== 'string' || !confirmationNumber || typeof date !== 'string')
      throw new CarrierNetworkError(
        'NETWORK.BAD_ANSWER',
        `${request.carrier}: the pickup has no confirmation number`,
      );
    return {
      carrier: request.carrier,
      confirmationNumber,
      date,
      location: null,
      serviceCode: request.serviceCode,
    };
  }

  async cancelPickup(request: CancelPickupRequest): Promise<CancelPickupResult> {
    const path = `/network/v1/pickups/${request.carrier}/${encodeURIComponent(request.confirmationNumber)}/cancel`;
    const answer = await this.post(request.carrier, 'cancel_pickup', path, undefined, request.signal);
    if (answer.status === 409 && answer.error?.code === 'ALREADY_PICKED_UP')
      return { status: 'refused', reason: 'already_picked_up', message: answer.error.message };
    this.fail(request.carrier, answer);
    if (answer.body.status !== 'cancelled')
      throw new CarrierNetworkError(
        'NETWORK.BAD_ANSWER',
        `${request.carrier}: the cancellation was not confirmed`,
      );
    return { status: 'cancelled' };
  }

  /** Throws the CarrierNetworkError of anything but a 2xx. */
  private fail(carrier: string, answer: Answer): void {
    if (answer.status >= 200 && answer.status < 300) return;
    const what = answer.error ? `${answer.error.code}: ${answer.error.message}` : `HTTP ${answer.status}`;
    throw new CarrierNetworkError(
      answer.status === 429 ? 'NETWORK.RATE_LIMITED' : 'NETWORK.HTTP',
      `${carrier}: ${what}`,
      answer.status,
      answer.error?.code,
    );
  }

  private async post(
    carrier: string,
    operation: CarrierOperation,
    path: string,
    payload: unknown,
    signal: AbortSignal,
  ): Promise<Answer> {
    const fetchOne = observedFetch(this.fetchFn, this.observe, carrier, operation);
    let res: Response;
    let text: string;
    try {
      res = await fetchOne(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: payload === undefined ? '{}' : JSON.stringify(payload),
        signal,
      });
      text = await res.text();
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      throw new CarrierNetworkError('NETWORK.NETWORK_ERROR', `${carrier}: ${String(err)}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CarrierNetworkError('NETWORK.BAD_ANSWER', `${carrier}: the answer is not JSON`, res.status);
    }
    if (typeof body !== 'object' || body === null)
      throw new CarrierNetworkError(
        'NETWORK.BAD_ANSWER',
        `${carrier}: the answer is not an object`,
        res.status,
      );
    const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
    return {
      status: res.status,
      body: body as Record<string, unknown>,
      ...(error && typeof error.code === 'string'
        ? { error: { code: error.code, message: typeof error.message === 'string' ? error.message : '' } }
        : {}),
    };
  }
}
