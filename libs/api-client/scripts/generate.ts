/**
 * Writes src/schema.ts, the public API's types, from its OpenAPI document:
 *   npx tsx libs/api-client/scripts/generate.ts [--check] [http://localhost:3000/api/v2/openapi.json]
 * With --check it writes nothing and exits 1 when src/schema.ts differs from what the document
 * makes: bff/test/public-api.api.spec.ts runs it against the running BFF, so the client cannot drift
 * from the server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER =
  '// Generated from /api/v2/openapi.json by libs/api-client/scripts/generate.ts. Do not edit.\n';
const SCHEMA_FILE = join(__dirname, '..', 'src', 'schema.ts');

async function main() {
  const check = process.argv.includes('--check');
  const url =
    process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://localhost:3000/api/v2/openapi.json';
  const document = (await (await fetch(url)).json()) as Parameters<typeof openapiTS>[0];
  const source = `${HEADER}${astToString(await openapiTS(document, { alphabetize: true }))}`;
  if (!check) {
    await writeFile(SCHEMA_FILE, source);
    console.log(`wrote ${SCHEMA_FILE}`);
  } else if ((await readFile(SCHEMA_FILE, 'utf8')) !== source) {
    console.error(`${SCHEMA_FILE} is not what ${url} makes: run npm run generate -w @envios/api-client`);
    process.exit(1);
  }
}

void main();
