import { createSandbox } from './server';

/** Positive whole number from the environment, or the default; anything else stops the process. */
function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`carrier-sandbox: ${name} must be a positive whole number, got '${raw}'\n`);
    process.exit(1);
  }
  return value;
}

/** Positive number (decimals allowed) from the environment, or the default; anything else stops the process. */
function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`carrier-sandbox: ${name} must be a positive number, got '${raw}'\n`);
    process.exit(1);
  }
  return value;
}

const port = positiveInt('PORT', 3201);
const host = process.env.HOST ?? '127.0.0.1';
const tokenTtlSeconds = positiveInt('FEDEX_TOKEN_TTL_SECONDS', 3600);
const slowMs = positiveInt('FEDEX_SLOW_MS', 120_000);
// Carrier network: simulated time per real time (60 = an hour a minute) and requests per carrier per second.
const networkSpeed = positiveNumber('NETWORK_SPEED', 60);
const networkRateLimit = positiveInt('NETWORK_RATE_LIMIT', 100);
// Where the network remembers its guides across restarts (the portal keeps it in its data directory).
const networkStateFile = process.env.NETWORK_STATE_FILE || undefined;

const sandbox = createSandbox({ tokenTtlSeconds, slowMs, networkSpeed, networkRateLimit, networkStateFile });
sandbox.server.listen(port, host, () => {
  process.stdout.write(
    `carrier-sandbox (FedEx, carrier network) listening on http://${host}:${port} (Node ${process.version}), token ttl ${tokenTtlSeconds}s, network speed ${networkSpeed}x, network rate limit ${networkRateLimit}/s per carrier\n`,
  );
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`carrier-sandbox: ${signal}, shutting down\n`);
    void sandbox.close().then(() => process.exit(0));
  });
}
