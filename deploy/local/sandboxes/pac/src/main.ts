import { loadCertificate } from './certificates';
import { rfcProblem } from './sat-catalog';
import { createSandbox } from './server';

function fail(message: string): never {
  process.stderr.write(`pac-sandbox: ${message}\n`);
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

const port = positiveInt('PORT', 3204);
const host = process.env.HOST ?? '127.0.0.1';
const apiKey = process.env.FACTURAPI_KEY ?? '';
if (!apiKey.startsWith('sk_test_'))
  fail(
    'FACTURAPI_KEY is required and is a test key, sk_test_… (deploy/local/apps.sh gives it from secrets.env)',
  );
const dataDir = process.env.PAC_DATA_DIR ?? '';
if (!dataDir) fail('PAC_DATA_DIR is required: where the test certificates are kept');

// SAT's test issuer (its published CSD test RFC) unless configured.
const issuer = {
  rfc: process.env.PAC_ISSUER_RFC || 'EKU9003173C9',
  name: process.env.PAC_ISSUER_NAME || 'ESCUELA KEMPER URGATE',
  taxSystem: process.env.PAC_ISSUER_TAX_SYSTEM || '601',
  zip: process.env.PAC_ISSUER_ZIP || '26015',
};
if (rfcProblem(issuer.rfc)) fail(`PAC_ISSUER_RFC '${issuer.rfc}' is not a valid RFC`);
if (!/^\d{5}$/.test(issuer.zip)) fail(`PAC_ISSUER_ZIP must be 5 digits, got '${issuer.zip}'`);

const subjectName = (s: string) => s.replace(/[/=+\\]/g, ' ');
const certificate = loadCertificate(
  dataDir,
  'csd',
  `/CN=${subjectName(issuer.name)}/O=${subjectName(issuer.name)}/x500UniqueIdentifier=${issuer.rfc}/OU=Sandbox CSD`,
);
const satCertificate = loadCertificate(
  dataDir,
  'sat',
  '/CN=SAT sandbox/O=Servicio de Administracion Tributaria (sandbox)',
);

const sandbox = createSandbox({
  apiKey,
  issuer,
  series: process.env.PAC_SERIES || 'F',
  certificate,
  satCertificate,
  providerRfc: process.env.PAC_PROVIDER_RFC || 'SAT970701NN3',
  // Longer than any client waits for a stamp.
  hangMs: positiveInt('PAC_HANG_MS', 30_000),
  // The portal keeps its invoices across restarts (apps.sh, dev); unset, they live in memory.
  stateFile: process.env.PAC_STATE_FILE || undefined,
});
sandbox.server.listen(port, host, () => {
  process.stdout.write(
    `pac-sandbox listening on http://${host}:${port}/v2 (Node ${process.version}), issuer ${issuer.rfc}, CSD ${certificate.number}\n`,
  );
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`pac-sandbox: ${signal}, shutting down\n`);
    void sandbox.close().then(() => process.exit(0));
  });
}
