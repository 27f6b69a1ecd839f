/**
 * Sign-in throughput and latency through the BFF (POST /api/v1/login), and the cost of argon2id
 * verification at a few parameter sets, which is what bounds sign-in.
 *
 *   bash bench/run.sh signin [--concurrency 8] [--seconds 20]
 */
import * as argon2 from 'argon2';
import { appEnv, appUrl, createUser } from '@envios/testing';
import { arg, runLoad } from './lib/load';

async function argon2Cost(memoryCost: number, timeCost: number, parallelism: number) {
  const opts = { type: argon2.argon2id, memoryCost, timeCost, parallelism };
  const hash = await argon2.hash('Clave1234', opts);
  const runs = 20;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await argon2.verify(hash, 'Clave1234');
  return Math.round(((performance.now() - started) / runs) * 10) / 10;
}

async function main() {
  const concurrency = Number(arg('concurrency', '8'));
  const seconds = Number(arg('seconds', '20'));
  const identity = appEnv('identity');
  const memory = Number(identity.ARGON2_MEMORY_KIB ?? 19456);
  const time = Number(identity.ARGON2_TIME_COST ?? 2);
  const lanes = Number(identity.ARGON2_PARALLELISM ?? 1);

  console.log('argon2id verify, one call at a time in this process (ms):');
  for (const [m, t, p, label] of [
    [memory, time, lanes, 'configured'],
    [65536, 3, 4, 'argon2 package default'],
    [47104, 1, 1, 'OWASP alternative'],
    [12288, 3, 1, 'OWASP alternative'],
  ] as const) {
    console.log(`  m=${m} KiB t=${t} p=${p} (${label}): ${await argon2Cost(m, t, p)}`);
  }

  const users = await Promise.all(Array.from({ length: 40 }, () => createUser()));
  const url = `${appUrl('bff')}/api/v1/login`;
  const result = await runLoad(
    { concurrency, durationMs: seconds * 1000, warmupMs: 2000 },
    async (worker, i) => {
      const user = users[(worker * 7 + i) % users.length];
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      await res.arrayBuffer();
      return res.status;
    },
  );
  console.log(`\nPOST /api/v1/login, ${concurrency} concurrent, ${seconds} s:`);
  console.log(JSON.stringify(result, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
