import { createSandbox } from './server';

function fail(message: string): never {
  process.stderr.write(`stripe-sandbox: ${message}\n`);
  process.exit(1);
}

const rawPort = process.env.PORT ?? '3203';
const port = Number(rawPort);
if (!Number.isInteger(port) || port < 1) fail(`PORT must be a positive whole number, got '${rawPort}'`);
const host = process.env.HOST ?? '127.0.0.1';
const secretKey = process.env.STRIPE_SECRET_KEY ?? '';
if (!secretKey.startsWith('sk_'))
  fail('STRIPE_SECRET_KEY (sk_test_…) is required (deploy/local/apps.sh gives it)');
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
if (!webhookSecret.startsWith('whsec_')) fail('STRIPE_WEBHOOK_SECRET (whsec_…) is required');
const webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? '';
if (webhookUrl && !URL.canParse(webhookUrl)) fail(`STRIPE_WEBHOOK_URL is not a URL: '${webhookUrl}'`);

const sandbox = createSandbox({
  secretKey,
  webhookSecret,
  webhookUrl,
  publicUrl: process.env.STRIPE_PUBLIC_URL || undefined,
  stateFile: process.env.STRIPE_STATE_FILE || undefined,
});
sandbox.server.listen(port, host, () => {
  process.stdout.write(
    `stripe-sandbox listening on http://${host}:${port} (Node ${process.version}), webhooks ${webhookUrl ? `to ${webhookUrl}` : 'off'}\n`,
  );
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`stripe-sandbox: ${signal}, shutting down\n`);
    void sandbox.close().then(() => process.exit(0));
  });
}
