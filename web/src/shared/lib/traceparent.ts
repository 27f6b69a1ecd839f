const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A W3C `traceparent` for one API call: the browser starts the trace (a new trace and span id,
 * sampled), and the BFF, the services, Kafka and the workers continue it, so one trace id names
 * everything that call set going (ARCHITECTURE.md, Traces). No tracing SDK in the page: it only
 * names the trace.
 */
export function newTraceparent(): string {
  const ids = crypto.getRandomValues(new Uint8Array(24));
  return `00-${hex(ids.subarray(0, 16))}-${hex(ids.subarray(16))}-01`;
}
