/**
 * POST /api/v1/quoting (six carriers, rate cards) and GET /api/v1/postalcodes?search= through the
 * BFF: p50, p95 and requests per second at a given concurrency.
 *
 *   bash bench/run.sh quote [--concurrency 20] [--seconds 20]
 *
 * Target (issue 4): quote p95 under 60 ms with the rate cards on this machine (2 cores).
 */
import { appUrl, demoSession } from '@envios/testing';
import { arg, runLoad } from './lib/load';

const ROUTES = [
  ['06700', '64000'],
  ['44100', '97000'],
  ['01000', '22200'],
  ['64000', '77000'],
  ['20000', '68200'],
];
const PREFIXES = ['067', '064', '441', '970', '0670', '06700', '640', '8520'];

async function main() {
  const concurrency = Number(arg('concurrency', '20'));
  const seconds = Number(arg('seconds', '20'));
  const { token } = await demoSession('client');
  const base = `${appUrl('bff')}/api/v1`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

  const quote = await runLoad({ concurrency, durationMs: seconds * 1000, warmupMs: 3000 }, async (worker, i) => {
    const [origin, destination] = ROUTES[(worker + i) % ROUTES.length];
    const res = await fetch(`${base}/quoting`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        cantidadGuias: 1 + ((worker + i) % 3),
        parcels: [{ weight: 1 + ((i * 7) % 20), depth: 30, width: 25, height: 20 }],
        origin_direction: { country_code: 'MX', postal_code: origin },
        destination_direction: { country_code: 'MX', postal_code: destination },
        package_type: 'package',
      }),
    });
    const body = (await res.json()) as { carriers?: Record<string, unknown> };
    return res.status === 200 && Object.keys(body.carriers ?? {}).length === 6 ? 200 : res.status === 200 ? 299 : res.status;
  });
  console.log(`POST /api/v1/quoting, ${concurrency} concurrent, ${seconds} s (299 = fewer than six carriers):`);
  console.log(JSON.stringify(quote, null, 2));

  const search = await runLoad({ concurrency, durationMs: seconds * 1000, warmupMs: 2000 }, async (worker, i) => {
    const res = await fetch(`${base}/postalcodes?search=${PREFIXES[(worker + i) % PREFIXES.length]}&country=MX`, { headers });
    await res.arrayBuffer();
    return res.status;
  });
  console.log(`\nGET /api/v1/postalcodes?search=…, ${concurrency} concurrent, ${seconds} s:`);
  console.log(JSON.stringify(search, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
