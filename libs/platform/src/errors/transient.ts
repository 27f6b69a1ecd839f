/**
 * Failures that say nothing about the request or event itself, only that a store or the broker
 * cannot be reached right now (a restart, a failover): retried by the Inbox, answered 503 with
 * Retry-After by the HTTP filter rather than 500.
 */
export function isTransient(err: unknown): boolean {
  const name = (err as Error)?.name ?? '';
  const message = String((err as Error)?.message ?? '');
  return (
    /^Mongo(Network|ServerSelection|NotConnected|PoolCleared|NetworkTimeout)Error$/.test(name) ||
    /^Kafka/.test(name) ||
    name === 'MaxRetriesPerRequestError' ||
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|connection .*closed|Connection is closed/i.test(message)
  );
}
