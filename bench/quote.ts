/**
 * POST /api/v1/quoting (six carriers, rate cards) and GET /api/v1/postalcodes?search= through the
 * BFF: p50, p95 and requests per second at a given concurrency.
 *
 *   bash bench/run.sh quote [--concurrency 20] [--seconds 20] [--rounds 3] [--warmup 10] [--with-fedex] [--direct]
 *
 * Target (issue 4): quote p95 under 60 ms with the rate cards on this machine (2 cores). The seeded
 * FEDEX integration (our FedEx sandbox) is switched off for the run and restored afterwards, so all
 * six carriers price from their rate cards; --with-fedex keeps it, measuring the FedEx API path too.
 * --direct also measures the quoting service's own endpoint (what the BFF calls, with the service
 * token and a signed caller), to tell the BFF hop from the service's work.
 *
 * The quote load runs --rounds times back to back and the medians are reported with each round: the
 * shared machine's speed changes from minute to minute (the calibration figure printed before and
 * after shows by how much), so one run proves little either way.
 */
import { Agent, request } from 'undici';
import { appUrl, demoSession, infra } from '@envios/testing';
import { arg, calibrationMs, medianOf, runLoad, type LoadResult } from './lib/load';

/**
 * The load runs on the same two cores as the portal, so it uses undici's request API over
 * kept-alive connections: a third of the client CPU that fetch() takes, left to the servers.
 */
const client = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

const ROUTES = [
  ['06700', '64000'],
  ['44100', '97000'],
  ['01000', '22200'],
  ['64000', '77000'],
  ['20000', '68200'],
];
const PREFIXES = ['067', '064', '441', '970', '0670', '06700', '640', '8520'];

interface Credential {
  name: string;
  active: boolean;
  mode: 'test' | 'production';
  keys: Partial<Record<'test' | 'production', Record<string, string>>>;
}

/** Sets the FEDEX integration's active flag (masked secrets sent back unchanged keep the stored ones). */
async function setFedexActive(base: string, token: string, active: boolean): Promise<boolean | undefined> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${base}/credential`, { headers })).json()) as Credential[];
  const fedex = list.find((c) => c.name === 'FEDEX');
  if (!fedex || fedex.active === active) return fedex?.active;
  const res = await fetch(`${base}/credential/FEDEX`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ name: 'FEDEX', active, mode: fedex.mode, keys: fedex.keys[fedex.mode] ?? {} }),
  });
  if (res.status !== 200)
    throw new Error(`PUT /credential/FEDEX answered ${res.status}: ${await res.text()}`);
  await new Promise((r) => setTimeout(r, 6000)); // the quoting service caches active keys for 5 s
  return fedex.active;
}

async function main() {
  const concurrency = Number(arg('concurrency', '20'));
  const seconds = Number(arg('seconds', '20'));
  const withFedex = process.argv.includes('--with-fedex');
  const customer = await demoSession('client');
  const { token } = customer;
  const admin = (await demoSession('superadmin')).token;
  const base = `${appUrl('bff')}/api/v1`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const fedexWasActive = withFedex ? undefined : await setFedexActive(base, admin, false);
  console.log(`calibration before: ${calibrationMs()} ms of fixed CPU work\n`);
  try {
    await measure(base, headers, concurrency, seconds, withFedex);
    if (process.argv.includes('--direct')) {
      // The built lib (bench/run.sh builds first): the sources carry Nest decorators tsx does not compile.
      const builtCaller = '../libs/platform/dist/internal-auth/caller.js';
      const { signCaller } = (await import(
        builtCaller
      )) as typeof import('../libs/platform/src/internal-auth/caller');
      const direct = {
        'content-type': 'application/json',
        'x-service-token': infra().serviceToken,
        ...signCaller(
          { id: customer.id, role: customer.rol, email: 'cliente@envios.mx' },
          infra().signingKey,
        ),
      };
      await measure(`${appUrl('quoting')}/internal`, direct, concurrency, seconds, withFedex, '/quotes');
    }
    console.log(`\ncalibration after: ${calibrationMs()} ms of fixed CPU work`);
  } finally {
    if (fedexWasActive) await setFedexActive(base, admin, true);
    await client.close();
  }
}

/** The request bodies, serialised once: the load generator shares the two cores with the portal. */
const QUOTE_BODIES = Array.from({ length: 60 }, (_, i) => {
  const [origin, destination] = ROUTES[i % ROUTES.length];
  return JSON.stringify({
    cantidadGuias: 1 + (i % 3),
    parcels: [{ weight: 1 + ((i * 7) % 20), depth: 30, width: 25, height: 20 }],
    origin_direction: { country_code: 'MX', postal_code: origin },
    destination_direction: { country_code: 'MX', postal_code: destination },
    package_type: 'package',
  });
});

/**
 * A complete quote names no carrier as unavailable. Checked on the bytes rather than by parsing
 * 10 KB of JSON per answer in the load generator; the first answer is parsed and checked in full.
 */
const COMPLETE = Buffer.from('"unavailable":[]');

async function measure(
  base: string,
  headers: Record<string, string>,
  concurrency: number,
  seconds: number,
  withFedex: boolean,
  quotePath = '/quoting',
) {
  const first = await request(`${base}${quotePath}`, {
    dispatcher: client,
    method: 'POST',
    headers,
    body: QUOTE_BODIES[0],
  });
  const sample = (await first.body.json()) as { carriers?: Record<string, unknown>; unavailable?: unknown[] };
  if (
    first.statusCode !== 200 ||
    Object.keys(sample.carriers ?? {}).length !== 6 ||
    sample.unavailable?.length !== 0
  ) {
    throw new Error(
      `a quote before the run answered ${first.statusCode} with ${JSON.stringify(sample).slice(0, 300)}`,
    );
  }
  const source = withFedex ? 'FedEx via its API (sandbox), five rate cards' : 'six rate cards';
  console.log(
    `POST ${base}${quotePath} (${source}), ${concurrency} concurrent, ${seconds} s per round (299 = a carrier left out):`,
  );
  const rounds: LoadResult[] = [];
  for (let round = 1; round <= Number(arg('rounds', '3')); round++) {
    // The first round starts after --warmup seconds (10) of unmeasured load, in which the JIT, heap
    // sizes and connection pools of a portal that was idle settle; later rounds skip 1 s.
    const warmupMs = round === 1 ? Number(arg('warmup', '10')) * 1000 : 1000;
    const result = await runLoad({ concurrency, durationMs: seconds * 1000, warmupMs }, async (worker, i) => {
      const res = await request(`${base}${quotePath}`, {
        dispatcher: client,
        method: 'POST',
        headers,
        body: QUOTE_BODIES[(worker * 7 + i) % QUOTE_BODIES.length],
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      return res.statusCode === 200 ? (body.includes(COMPLETE) ? 200 : 299) : res.statusCode;
    });
    rounds.push(result);
    console.log(`round ${round}: ${JSON.stringify(result)}`);
  }
  console.log(`median of ${rounds.length}: ${JSON.stringify(medianOf(rounds))}`);
  if (quotePath !== '/quoting') return;

  const search = await runLoad(
    { concurrency, durationMs: seconds * 1000, warmupMs: 2000 },
    async (worker, i) => {
      const res = await request(
        `${base}/postalcodes?search=${PREFIXES[(worker + i) % PREFIXES.length]}&country=MX`,
        { dispatcher: client, headers },
      );
      await res.body.arrayBuffer();
      return res.statusCode;
    },
  );
  console.log(`\nGET /api/v1/postalcodes?search=…, ${concurrency} concurrent, ${seconds} s:`);
  console.log(JSON.stringify(search, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
