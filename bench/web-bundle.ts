/**
 * The JavaScript each public page downloads before its first render, gzipped, from the web's Vite
 * build (web/dist/.vite/manifest.json): the entry with its static imports, plus the page's lazy
 * chunk with its static imports. Needs no running stack, only a build:
 *
 *   npx nx run @envios/web:build && npx tsx bench/web-bundle.ts [--check] [--dist web/dist]
 *
 * Budget (issue 13): at most 120 kB (120,000 bytes) of gzipped JavaScript per public page; --check
 * exits 1 when a page is over it (deploy/local/test.sh runs it right after the build). Each file is
 * gzipped on its own, as a server sends it; CSS is shown beside, outside the budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000;

/**
 * The public pages (spec section 2) and the module of each page's lazy route, relative to web/.
 * null: the page is part of the entry. The tracking result is what the navbar's guide search
 * loads to show 'Resultado del Envío' on top of the page it is on.
 */
const PUBLIC_PAGES: { name: string; path: string; chunks: string[] }[] = [
  { name: 'home', path: '/', chunks: ['src/features/marketing/pages/home-page.tsx'] },
  {
    name: 'tracking result',
    path: '/ + guide search',
    chunks: ['src/shared/ui/tracking-result-modal.tsx'],
  },
  { name: 'sign-in', path: '/signin', chunks: ['src/features/auth/pages/signin-page.tsx'] },
  { name: 'sign-up', path: '/signup', chunks: ['src/features/auth/pages/signup-page.tsx'] },
  {
    name: 'password recovery',
    path: '/password-recovery',
    chunks: ['src/features/auth/pages/password-recovery-page.tsx'],
  },
  { name: 'contact', path: '/contactanos', chunks: ['src/features/contact/pages/contact-page.tsx'] },
  { name: 'terms', path: '/terminos-de-servicio', chunks: ['src/features/legal/pages/terms-page.tsx'] },
  {
    name: 'privacy',
    path: '/politicas-de-privacidad',
    chunks: ['src/features/legal/pages/privacy-page.tsx'],
  },
  // Issue 30: the recipient's page, opened from an e-mail on a phone.
  {
    name: 'recipient page',
    path: '/rastreo/:guide',
    chunks: ['src/features/recipient-tracking/pages/recipient-tracking-page.tsx'],
  },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
}

const webDir = resolve(__dirname, '../web');
const dist = resolve(arg('dist') ?? join(webDir, 'dist'));
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the web first (npx nx run @envios/web:build).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipped = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file))).length;
    gzipped.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically (what must arrive before it can run). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/**
 * The manifest key of the chunk holding a module: its own chunk when it has one, else the chunk
 * whose source map lists it (a module two lazy pages share goes into a shared chunk, '_name.js').
 */
function chunkOf(module: string): string {
  if (manifest[module]) return module;
  const holders = Object.keys(manifest).filter((key) => {
    const map = join(dist, `${manifest[key].file}.map`);
    if (!manifest[key].file.endsWith('.js') || !existsSync(map)) return false;
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
    return sources.some((source) => resolve(dist, 'assets', source) === resolve(webDir, module));
  });
  if (holders.length !== 1) {
    throw new Error(
      `${module} is in ${holders.length} chunks of the build (${holders.join(', ')}), expected one`,
    );
  }
  return holders[0];
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.join(', ')}`);
const entry = entries[0];

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
const rows = PUBLIC_PAGES.map((page) => {
  const keys = staticClosure(entry);
  for (const module of page.chunks) {
    if (!existsSync(join(webDir, module))) throw new Error(`${page.name}: ${module} does not exist`);
    staticClosure(chunkOf(module), keys);
  }
  const chunks = [...keys].map((key) => manifest[key]);
  const js = chunks.reduce((sum, chunk) => sum + gzipBytes(chunk.file), 0);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].reduce(
    (sum, file) => sum + gzipBytes(file),
    0,
  );
  return { ...page, js, css, files: chunks.length };
});

const allJs = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .reduce((sum, chunk) => sum + gzipBytes(chunk.file), 0);

console.log(`Gzipped JavaScript before first render (budget ${kB(BUDGET_BYTES).trim()} kB), from ${dist}\n`);
console.log(
  `${'page'.padEnd(18)} ${'path'.padEnd(26)} ${'JS kB'.padStart(6)} ${'files'.padStart(5)} ${'CSS kB'.padStart(6)}`,
);
for (const row of rows) {
  const over = row.js > BUDGET_BYTES ? '  over budget' : '';
  console.log(
    `${row.name.padEnd(18)} ${row.path.padEnd(26)} ${kB(row.js)} ${String(row.files).padStart(5)} ${kB(row.css)}${over}`,
  );
}
console.log(`\nAll JavaScript of the app (every chunk): ${kB(allJs).trim()} kB gzipped`);

if (process.argv.includes('--check')) {
  const over = rows.filter((row) => row.js > BUDGET_BYTES);
  if (over.length > 0) {
    console.error(
      `\nOver the ${kB(BUDGET_BYTES).trim()} kB budget: ${over.map((row) => `${row.name} (${kB(row.js).trim()} kB)`).join(', ')}`,
    );
    process.exit(1);
  }
  console.log('\nEvery public page is within the budget.');
}
