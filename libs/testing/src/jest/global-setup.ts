import { appUrl } from '../stack';

/**
 * Integration, API and browser tests run against the real stack (Kafka, FerretDB, Redis, maildev,
 * the six services and the BFF). `npm test` starts it; this only checks it is there.
 */
export default async function globalSetup(): Promise<void> {
  const url = `${appUrl('bff')}/api/v1/health`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (res.ok) return;
    throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  } catch (err) {
    throw new Error(
      `The test stack is not running or not healthy (${String(err)}).\n` +
        'Run the whole suite with `npm test`, or start the stack with ' +
        '`ENVIOS_PROFILE=test bash deploy/local/infra.sh up && ENVIOS_PROFILE=test bash deploy/local/apps.sh start`.',
    );
  }
}
