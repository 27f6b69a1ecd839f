import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startTracing } from './tracing';

/**
 * Imported first by every app's main.ts (`import '@envios/platform/tracing'`), before any library
 * that OpenTelemetry instruments is loaded. The app's name is OTEL_SERVICE_NAME, else its package's
 * (`@envios/shipments` → `shipments`), read next to the started dist/main.js.
 */
function appName(): string {
  if (process.env.OTEL_SERVICE_NAME) return process.env.OTEL_SERVICE_NAME;
  try {
    const main = require.main?.filename;
    const pkg = main && JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8'));
    return String(pkg?.name ?? 'envios').replace(/^@envios\//, '');
  } catch {
    return 'envios';
  }
}

startTracing(appName());
