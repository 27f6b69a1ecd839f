import { join, resolve } from 'node:path';
import type { QuotingConfig } from '../../config';

/**
 * The sample committed with the service (a few thousand rows: SEPOMEX's terms forbid redistributing
 * the whole catalogue). From src/ or dist/ alike, three levels up is the service folder.
 */
const SAMPLE_SEPOMEX_FILE = join(__dirname, '..', '..', '..', 'data', 'sepomex', 'sample.csv');

/** SEPOMEX_FILE (relative to the working directory), or the bundled sample. */
export function sepomexFile(config: Pick<QuotingConfig, 'SEPOMEX_FILE'>): string {
  return config.SEPOMEX_FILE ? resolve(config.SEPOMEX_FILE) : SAMPLE_SEPOMEX_FILE;
}
