import { createSandbox } from './server';

function fail(message: string): never {
  process.stderr.write(`paypal-sandbox: ${message}\n`);
  process.exit(1);
}

/** Positive whole number from the environment, or the default; anything else stops the process. */
function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) fail(`${name} must be a positive whole number, got '${raw}'`);
  return value;
}

const port = positiveInt('PORT', 3202);
const host = process.env.HOST ?? '127.0.0.1';
const clientSecret = process.env.PAYPAL_CLIENT_SECRET ?? '';
if (!clientSecret) fail('PAYPAL_CLIENT_SECRET is required (deploy/local/apps.sh gives it from secrets.env)');
const webhookUrl = process.env.PAYPAL_WEBHOOK_URL ?? '';
if (webhookUrl && !URL.canParse(webhookUrl)) fail(`PAYPAL_WEBHOOK_URL is not a URL: '${webhookUrl}'`);

const sandbox = createSandbox({
  clientId: process.env.PAYPAL_CLIENT_ID || 'sandbox-client',
  clientSecret,
  webhookUrl,
  webhookId: process.env.PAYPAL_WEBHOOK_ID || 'WH-LOCAL-SANDBOX',
  // PayPal's tokens typically live 9 hours.
  tokenTtlSeconds: positiveInt('PAYPAL_TOKEN_TTL_SECONDS', 32_400),
  publicUrl: process.env.PAYPAL_PUBLIC_URL || undefined,
  // PayPal's webhooks arrive seconds after the event; unset, ours go at once.
  webhookDelayMs: positiveInt('PAYPAL_WEBHOOK_DELAY_MS', 0),
});
sandbox.server.listen(port, host, () => {
  process.stdout.write(
    `paypal-sandbox listening on http://${host}:${port} (Node ${process.version}), webhooks ${webhookUrl ? `to ${webhookUrl}` : 'off'}\n`,
  );
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`paypal-sandbox: ${signal}, shutting down\n`);
    void sandbox.close().then(() => process.exit(0));
  });
}
