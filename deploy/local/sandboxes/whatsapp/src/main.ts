import { createSandbox } from './server';

function fail(message: string): never {
  process.stderr.write(`whatsapp-sandbox: ${message}\n`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3205);
if (!Number.isInteger(port) || port < 1) fail(`PORT must be a port number, got '${process.env.PORT}'`);
const host = process.env.HOST ?? '127.0.0.1';
const token = process.env.WHATSAPP_ACCESS_TOKEN ?? '';
if (token.length < 16)
  fail(
    'WHATSAPP_ACCESS_TOKEN is required (16 characters or more; deploy/local/apps.sh gives it from secrets.env)',
  );
const phoneNumberId = process.env.WHATSAPP_PHONE_NUMBER_ID || '100000000000001';
// 'name:language:parameters' separated by commas: the approved templates of the sandbox's account.
const templates = Object.fromEntries(
  (process.env.WHATSAPP_SANDBOX_TEMPLATES || 'aviso_envio:es_MX:6').split(',').map((entry) => {
    const [name, language, count] = entry.trim().split(':');
    if (!name || !language || !/^\d+$/.test(count ?? ''))
      fail(`WHATSAPP_SANDBOX_TEMPLATES: bad entry '${entry}'`);
    return [`${name}:${language}`, Number(count)];
  }),
);

const sandbox = createSandbox({ token, phoneNumberId, templates });
sandbox.server.listen(port, host, () => {
  process.stdout.write(
    `whatsapp-sandbox listening on http://${host}:${port} (Node ${process.version}), phone number id ${phoneNumberId}\n`,
  );
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sandbox.close().then(() => process.exit(0));
  });
}
