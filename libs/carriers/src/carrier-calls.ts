/** What a call to a carrier asked: the port's operation it serves, or the API's OAuth token. */
export type CarrierOperation =
  'token' | 'quote' | 'create_label' | 'track' | 'cancel_label' | 'schedule_pickup' | 'cancel_pickup';

/** How it ended: the answer's HTTP status class, or no answer at all (refused, timed out, cut). */
export type CarrierCallOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'no_answer';

/** One HTTP call to a carrier's API or the carrier network, timed until its answer's headers. */
export interface CarrierCall {
  /** FEDEX, ESTAFETA, DHL… */
  carrier: string;
  operation: CarrierOperation;
  outcome: CarrierCallOutcome;
  seconds: number;
}

/**
 * Told of every call a connector makes (latency and errors per carrier): the services hand one to
 * their CarrierConnectors and turn it into a metric; libs/carriers knows nothing of metrics.
 */
export type CarrierCallObserver = (call: CarrierCall) => void;

/** `fetchFn` that tells `observe` (when there is one) of each call it makes. */
export function observedFetch(
  fetchFn: typeof fetch,
  observe: CarrierCallObserver | undefined,
  carrier: string,
  operation: CarrierOperation,
): typeof fetch {
  if (!observe) return fetchFn;
  return async (input, init) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let res: Response;
    try {
      res = await fetchFn(input, init);
    } catch (err) {
      observe({ carrier, operation, outcome: 'no_answer', seconds: seconds() });
      throw err;
    }
    const outcome = `${Math.min(5, Math.max(2, Math.floor(res.status / 100)))}xx` as CarrierCallOutcome;
    observe({ carrier, operation, outcome, seconds: seconds() });
    return res;
  };
}
