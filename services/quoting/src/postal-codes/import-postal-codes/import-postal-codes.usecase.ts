import { hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { Subject } from 'rxjs';
import { toDocument } from '../postal-code.mapper';
import type { PostalCodeDocument } from '../postal-code.schema';
import { PostalCodeStore } from '../postal-code-store';
import { groupPostalCodes } from './group-postal-codes';
import { readSepomexFile, type SepomexFormat } from './sepomex-file';

export interface ImportReport {
  file: string;
  fileHash: string;
  /** The same file was already fully imported: nothing was read or written. */
  skipped: boolean;
  /** The collection now holding the catalogue. */
  catalogCollection?: string;
  format?: SepomexFormat;
  rows?: number;
  duplicateRows?: number;
  codes?: number;
  settlements?: number;
  inserted?: number;
  updated?: number;
  unchanged?: number;
  removed?: number;
  warnings?: string[];
  durationMs: number;
}

export interface ImportOptions {
  /** Import even if the stamp says this file was already imported (unchanged content still writes nothing). */
  force?: boolean;
}

interface Changes {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}

/**
 * Imports a SEPOMEX file (our CSV or CPdescarga.txt). Idempotent: a file already imported (same
 * SHA-256) is skipped, and content equal to the current catalogue writes no codes. Otherwise the
 * file's codes become a new generation (see PostalCodeStore), so changed codes are updated and
 * codes missing from the file are gone; the stamp is written last, so an interrupted import is
 * simply redone and replicas only ever load complete catalogues.
 */
@Injectable()
export class ImportPostalCodesUseCase {
  private readonly logger = new Logger(ImportPostalCodesUseCase.name);
  private readonly completed = new Subject<ImportReport>();
  /** Emits after every import that was not skipped (the in-process catalogue reloads on it). */
  readonly imported$ = this.completed.asObservable();

  constructor(private readonly store: PostalCodeStore) {}

  async execute(path: string, { force = false }: ImportOptions = {}): Promise<ImportReport> {
    const startedAt = new Date();
    const bytes = await readFile(path);
    const fileHash = hash('sha256', bytes, 'hex');
    const file = basename(path);
    const elapsed = () => Date.now() - startedAt.getTime();

    const current = await this.store.currentImport();
    if (!force && current?.fileHash === fileHash) {
      this.logger.log(`${file} was already imported on ${current.finishedAt.toISOString()}; nothing to do`);
      return {
        file,
        fileHash,
        skipped: true,
        catalogCollection: current.catalogCollection,
        durationMs: elapsed(),
      };
    }

    const { format, rows } = readSepomexFile(bytes);
    const catalogue = groupPostalCodes(rows);
    const documents = catalogue.entries.map(toDocument);
    const changes = await this.compare(documents, current?.catalogCollection);

    let catalogCollection = current?.catalogCollection;
    if (!catalogCollection || changes.inserted + changes.updated + changes.removed > 0) {
      catalogCollection = this.store.newGeneration(startedAt);
      await this.store.insertAll(catalogCollection, documents);
    }
    await this.store.saveImport({
      catalogCollection,
      fileHash,
      fileName: file,
      format,
      rows: catalogue.rows,
      duplicateRows: catalogue.duplicateRows,
      codes: documents.length,
      settlements: catalogue.settlements,
      inserted: changes.inserted,
      updated: changes.updated,
      removed: changes.removed,
      startedAt,
      finishedAt: new Date(),
    });
    const dropped = await this.store.dropStaleGenerations([catalogCollection, current?.catalogCollection]);

    const report: ImportReport = {
      file,
      fileHash,
      skipped: false,
      catalogCollection,
      format,
      rows: catalogue.rows,
      duplicateRows: catalogue.duplicateRows,
      codes: documents.length,
      settlements: catalogue.settlements,
      ...changes,
      warnings: catalogue.warnings,
      durationMs: elapsed(),
    };
    for (const warning of catalogue.warnings) this.logger.warn(warning);
    if (dropped.length) this.logger.log(`Dropped stale postal-code collections: ${dropped.join(', ')}`);
    this.logger.log(
      `Imported ${file} (${format}) into ${catalogCollection}: ${report.rows} rows, ${report.codes} codes; ` +
        `${changes.inserted} new, ${changes.updated} changed, ${changes.unchanged} unchanged, ${changes.removed} removed in ${report.durationMs} ms`,
    );
    this.completed.next(report);
    return report;
  }

  /** What the file changes against the current catalogue. */
  private async compare(
    documents: PostalCodeDocument[],
    currentCollection: string | undefined,
  ): Promise<Changes> {
    const stored = new Map<string, string>();
    if (currentCollection) {
      for await (const doc of this.store.readAll(currentCollection)) stored.set(doc._id, fingerprint(doc));
    }
    const changes: Changes = { inserted: 0, updated: 0, unchanged: 0, removed: 0 };
    for (const document of documents) {
      const before = stored.get(document._id);
      stored.delete(document._id);
      if (before === undefined) changes.inserted++;
      else if (before === fingerprint(document)) changes.unchanged++;
      else changes.updated++;
    }
    // Whatever is left is no longer in the file.
    changes.removed = stored.size;
    return changes;
  }
}

/** The content of a document in a fixed order, whatever order the database returns its fields in. */
function fingerprint(doc: PostalCodeDocument): string {
  return JSON.stringify([
    doc.state,
    doc.stateShort,
    doc.municipality,
    doc.city ?? null,
    doc.isRemote,
    doc.settlements.map((s) => [s.name, s.type, s.isRemote]),
  ]);
}
