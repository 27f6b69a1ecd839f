import { createRequire } from 'node:module';

/**
 * kafkajs 2.2.4 (its latest release) re-arms a timer from RequestQueue.scheduleCheckPendingRequests
 * with a negative delay whenever nothing is pending and nothing is throttled, so every broker
 * connection of every process runs a 1 ms setTimeout loop for as long as it lives
 * (tulios/kafkajs#1556; the fix, tulios/kafkajs#1667, was never released). Measured here: ~4 % of a
 * core per idle service, and 1 ms timers interleaved with the requests of a busy one.
 *
 * This applies the upstream fix to the installed version only: with nothing pending and no throttle
 * to wait out there is nothing to schedule, because a new request and a fulfilled one both check
 * the queue again by themselves.
 */
const PATCHED_VERSION = '2.2.4';
const CHECK_PENDING_REQUESTS_INTERVAL = 10; // kafkajs's own constant

interface RequestQueue {
  throttledUntil: number;
  pending: unknown[];
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

const load = createRequire(__filename);

export const kafkajsRequestQueueFixed: boolean = (() => {
  if ((load('kafkajs/package.json') as { version: string }).version !== PATCHED_VERSION) return false;
  const queue = (load('kafkajs/src/network/requestQueue') as { prototype: RequestQueue }).prototype;
  queue.scheduleCheckPendingRequests = function (this: RequestQueue) {
    if (this.throttleCheckTimeoutId) return;
    let scheduleAt = this.throttledUntil - Date.now();
    if (this.pending.length > 0) scheduleAt = scheduleAt > 0 ? scheduleAt : CHECK_PENDING_REQUESTS_INTERVAL;
    else if (scheduleAt <= 0) return;
    this.throttleCheckTimeoutId = setTimeout(() => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    }, scheduleAt);
  };
  return true;
})();
