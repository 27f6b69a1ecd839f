import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { APP_CONFIG } from '@envios/platform';
import type { QuotingConfig } from '../../config';
import { ImportPostalCodesUseCase } from '../import-postal-codes/import-postal-codes.usecase';
import { sepomexFile } from '../import-postal-codes/sepomex-source';
import { PostalCatalog, type PostalCodeEntry } from '../postal-catalog';
import { toEntry } from '../postal-code.mapper';
import { PostalCodeStore } from '../postal-code-store';
import { PostalCodeIndex } from './postal-code-index';

/**
 * The catalogue every lookup reads: loaded into memory at start-up and reloaded whenever the
 * import stamp names another collection, so replicas converge within a minute of an import (at
 * once in the process that ran it; POSTAL_REFRESH_MS). An empty catalogue at start-up gets the default file first.
 */
@Injectable()
export class PostalCatalogService extends PostalCatalog implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PostalCatalogService.name);
  private index = PostalCodeIndex.empty;
  /** The collection the index was loaded from, once it loaded completely. */
  private loadedFrom: string | null = null;
  private refreshing: Promise<boolean> = Promise.resolve(false);
  private timer?: NodeJS.Timeout;
  private subscription?: Subscription;

  constructor(
    private readonly store: PostalCodeStore,
    private readonly importer: ImportPostalCodesUseCase,
    @Inject(APP_CONFIG) private readonly config: QuotingConfig,
  ) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    if (this.index.size === 0) {
      this.logger.log('The postal-code catalogue is empty: importing the default file');
      await this.importer.execute(sepomexFile(this.config));
      await this.reload();
    }
    this.subscription = this.importer.imported$.subscribe(() => void this.refresh());
    this.timer = setInterval(() => void this.refresh(), this.config.POSTAL_REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.subscription?.unsubscribe();
  }

  lookup(postalCode: string): PostalCodeEntry | undefined {
    return this.index.lookup(postalCode);
  }

  searchPrefix(prefix: string, limit: number): PostalCodeEntry[] {
    return this.index.searchPrefix(prefix, limit);
  }

  /** Reloads if another import finished since the last load; true when it did. One at a time. */
  refresh(): Promise<boolean> {
    this.refreshing = this.refreshing.then(async () => {
      try {
        const stamp = await this.store.currentImport();
        if (!stamp || stamp.catalogCollection === this.loadedFrom) return false;
        await this.reload();
        return true;
      } catch (err) {
        // Keep serving the catalogue we have; the next tick tries again.
        this.logger.warn(`Postal-code refresh failed: ${String(err)}`);
        return false;
      }
    });
    return this.refreshing;
  }

  private async reload(): Promise<void> {
    const started = Date.now();
    const stamp = await this.store.currentImport();
    if (!stamp) return;
    const entries: PostalCodeEntry[] = [];
    for await (const doc of this.store.readAll(stamp.catalogCollection)) entries.push(toEntry(doc));
    if (entries.length !== stamp.codes && this.index.size > 0) {
      // The collection changed under us (a concurrent import cleaning up); keep what we have.
      this.logger.warn(
        `${stamp.catalogCollection} has ${entries.length} codes, the stamp says ${stamp.codes}; will retry`,
      );
      return;
    }
    this.index = new PostalCodeIndex(entries);
    // A short catalogue (only when we had none) is used but not marked loaded, so the next tick retries.
    this.loadedFrom = entries.length === stamp.codes ? stamp.catalogCollection : null;
    this.logger.log(
      `Postal-code catalogue loaded from ${stamp.catalogCollection}: ${this.index.size} codes, ` +
        `${this.index.settlementCount} settlements in ${Date.now() - started} ms`,
    );
  }
}
