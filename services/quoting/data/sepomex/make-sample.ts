/**
 * Builds the SEPOMEX sample committed with the quoting service from the full catalogue, which the
 * terms of use do not let us redistribute:
 *
 *   npx tsx services/quoting/data/sepomex/make-sample.ts /path/to/sepomex.csv
 *
 * Writes, next to this script:
 * - sample.csv: every row of a chosen set of codes (below), in our CSV format, in the source's order;
 * - sample-CPdescarga.txt: a few dozen of those rows in Correos de México's official layout and
 *   encoding (ISO-8859-1, CRLF, legal-notice line, header), to exercise the importer on that format.
 *   Our CSV does not carry the official file's other columns, so they are FILLED IN HERE,
 *   plausibly but not authentically: d_zona is derived (Rural for rural settlement types and
 *   settlements without a city, else Urbano); c_estado is the INEGI state code; d_CP and c_oficina are
 *   the code's first three digits + '01'; c_tipo_asenta comes from an approximate type table;
 *   c_mnpio and id_asenta_cpcons are numbered in order of appearance; c_CP is empty as in the real file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MX_STATES } from '@envios/domain';
import { groupPostalCodes } from '../../src/postal-codes/import-postal-codes/group-postal-codes';
import { csvField, parseCsv } from '../../src/postal-codes/import-postal-codes/rfc4180';
import { readSepomexFile } from '../../src/postal-codes/import-postal-codes/sepomex-file';
import type { PostalCodeEntry } from '../../src/postal-codes/postal-catalog';

/** The centre of each state capital. */
const CAPITAL_CENTRES: Record<string, string> = {
  AGS: '20000',
  BC: '21000',
  BCS: '23000',
  CAMP: '24000',
  COAH: '25000',
  COL: '28000',
  CHIS: '29000',
  CHIH: '31000',
  CDMX: '06000',
  DGO: '34000',
  GTO: '36000',
  GRO: '39000',
  HGO: '42000',
  JAL: '44100',
  MEX: '50000',
  MICH: '58000',
  MOR: '62000',
  NAY: '63000',
  NL: '64000',
  OAX: '68000',
  PUE: '72000',
  QRO: '76000',
  QROO: '77000',
  SLP: '78000',
  SIN: '80000',
  SON: '83000',
  TAB: '86000',
  TAMPS: '87000',
  TLAX: '90000',
  VER: '91000',
  YUC: '97000',
  ZAC: '98000',
};

/** Codes the tests and demos name: CDMX with leading zeros, big-city centres, names with ñ and ü. */
const NAMED_CODES = ['01000', '02519', '03100', '06600', '44100', '64000', '20320', '39210'];
/** Every code under these prefixes, so prefix searches have neighbours to tell apart ('067' → 06700, 06720…). */
const PREFIXES = ['067'];

/** The rows also written in the official layout. */
const CPDESCARGA_CODES = ['01000', '02519', '06600', '06700', '20320', '39210', '44100', '64000', '97000'];
const CPDESCARGA_REMOTE_CODES = 4;

const LEGAL_NOTICE =
  'El Catálogo Nacional de Códigos Postales, es elaborado por Correos de México y se proporciona en forma gratuita para uso particular, no estando permitida su comercialización, total o parcial, ni su distribución a terceros bajo ningún concepto.';
const CPDESCARGA_HEADER =
  'd_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad';
/** Approximate c_tipo_asenta codes (illustrative, see the header comment). */
const TYPE_CODES: Record<string, string> = {
  Aeropuerto: '01',
  Barrio: '02',
  Campamento: '04',
  Colonia: '09',
  Condominio: '10',
  'Conjunto habitacional': '11',
  Ejido: '15',
  Equipamiento: '16',
  Exhacienda: '17',
  Finca: '18',
  Fraccionamiento: '21',
  Granja: '22',
  Hacienda: '23',
  Paraje: '26',
  Pueblo: '28',
  Puerto: '29',
  Ranchería: '29',
  Rancho: '30',
  'Unidad habitacional': '31',
  'Zona comercial': '33',
  'Zona federal': '34',
  'Zona industrial': '37',
  'Zona militar': '45',
  'Zona naval': '46',
};
const RURAL_TYPES = new Set([
  'Ranchería',
  'Ejido',
  'Rancho',
  'Granja',
  'Hacienda',
  'Finca',
  'Paraje',
  'Campamento',
  'Exhacienda',
]);

type CsvRow = string[];

function main() {
  const source = process.argv[2];
  if (!source) throw new Error('usage: npx tsx make-sample.ts /path/to/sepomex.csv');
  const bytes = readFileSync(source);
  const entries = groupPostalCodes(readSepomexFile(bytes).rows).entries;
  const chosen = chooseCodes(entries);

  const [header, ...rows] = [...parseCsv(bytes.toString('utf8'))].map((r) => r.fields);
  const sampleRows = rows.filter((row) => chosen.has(row[0]));
  writeFileSync(join(__dirname, 'sample.csv'), [header, ...sampleRows].map(toCsvLine).join('\n') + '\n');

  const byCode = new Map(entries.map((e) => [e.postalCode, e]));
  const remoteCodes = [...chosen]
    .filter((code) => byCode.get(code)!.isRemote)
    .sort()
    .slice(0, CPDESCARGA_REMOTE_CODES);
  const officialCodes = new Set([...CPDESCARGA_CODES, ...remoteCodes]);
  const officialRows = sampleRows.filter((row) => officialCodes.has(row[0]));
  writeFileSync(join(__dirname, 'sample-CPdescarga.txt'), toCpDescarga(officialRows));

  console.log(
    `sample.csv: ${sampleRows.length} rows, ${chosen.size} codes; ` +
      `sample-CPdescarga.txt: ${officialRows.length} rows, ${officialCodes.size} codes`,
  );
}

/** Per state its capital's centre, its middle urban code and its first remote code; plus the named ones. */
function chooseCodes(entries: PostalCodeEntry[]): Set<string> {
  const chosen = new Set<string>();
  const byCode = new Map(entries.map((e) => [e.postalCode, e]));
  for (const state of MX_STATES) {
    const capital = byCode.get(CAPITAL_CENTRES[state.abbreviation]);
    if (capital?.stateShort !== state.abbreviation)
      throw new Error(`capital centre of ${state.name} not found`);
    chosen.add(capital.postalCode);
    const inState = entries.filter((e) => e.stateShort === state.abbreviation);
    const urban = inState.filter((e) => !e.isRemote);
    chosen.add(urban[Math.floor(urban.length / 2)].postalCode);
    chosen.add(inState.find((e) => e.isRemote)!.postalCode);
  }
  for (const code of NAMED_CODES) {
    if (!byCode.has(code)) throw new Error(`${code} is not in the catalogue`);
    chosen.add(code);
  }
  for (const entry of entries)
    if (PREFIXES.some((p) => entry.postalCode.startsWith(p))) chosen.add(entry.postalCode);
  // The code with the most settlements (85203 in the 2024 file: 310).
  chosen.add(
    entries.reduce((most, e) => (e.settlements.length > most.settlements.length ? e : most)).postalCode,
  );
  return chosen;
}

function toCsvLine(fields: CsvRow): string {
  return fields.map(csvField).join(',');
}

function toCpDescarga(rows: CsvRow[]): Buffer {
  const municipalityCodes = new Map<string, string>();
  const settlementIds = new Map<string, number>();
  const lines = rows.map(([code, settlement, type, municipality, stateName, city]) => {
    const state = MX_STATES.find((s) => s.name === stateName)!;
    const municipalityKey = `${state.inegiCode}|${municipality}`;
    if (!municipalityCodes.has(municipalityKey)) {
      const inState = [...municipalityCodes.keys()].filter((k) => k.startsWith(`${state.inegiCode}|`)).length;
      municipalityCodes.set(municipalityKey, String(inState + 1).padStart(3, '0'));
    }
    const settlementId = (settlementIds.get(municipalityKey) ?? 0) + 1;
    settlementIds.set(municipalityKey, settlementId);
    const office = `${code.slice(0, 3)}01`;
    const zone = RURAL_TYPES.has(type) || !city ? 'Rural' : 'Urbano';
    return [
      code,
      settlement,
      type,
      municipality,
      stateName,
      city,
      office,
      state.inegiCode,
      office,
      '',
      TYPE_CODES[type] ?? '09',
      municipalityCodes.get(municipalityKey)!,
      String(settlementId).padStart(4, '0'),
      zone,
      city ? '01' : '',
    ].join('|');
  });
  const text = [LEGAL_NOTICE, CPDESCARGA_HEADER, ...lines].join('\r\n') + '\r\n';
  if ([...text].some((c) => c.charCodeAt(0) > 0xff)) throw new Error('a character does not fit ISO-8859-1');
  return Buffer.from(text, 'latin1');
}

main();
