import { Inject, Injectable } from '@nestjs/common';
import Facturapi from 'facturapi';
import { AppError, APP_CONFIG } from '@envios/platform';
import { InvoicingErrors } from '@envios/contracts';
import type { InvoicingConfig } from '../config';

/** What the service keeps of a stamped CFDI. */
export interface StampedCfdi {
  id: string;
  uuid: string;
  series: string;
  folio: string;
  total: number;
  status: string;
}

/** A PAC call that did not answer in time or failed on the PAC's side: retried, never two CFDIs. */
class PacUnavailable extends Error {}

/**
 * The PAC (Facturapi) through its official Node SDK, pointed at FACTURAPI_BASE_URL (the SDK's
 * BASE_URL setter; locally our Facturapi-compatible sandbox). The SDK's requests have no timeout of
 * their own: each call is raced against FACTURAPI_TIMEOUT_MS, and a late answer is dropped (the
 * retry's same idempotency key gets the same invoice back).
 */
@Injectable()
export class PacClient {
  private readonly api: Facturapi;

  constructor(@Inject(APP_CONFIG) private readonly config: InvoicingConfig) {
    this.api = new Facturapi(config.FACTURAPI_KEY);
    this.api.BASE_URL = config.FACTURAPI_BASE_URL.replace(/\/+$/, '');
  }

  /**
   * Stamps a CFDI. Its `idempotency_key` makes a retry answer the first CFDI; should the PAC answer
   * a used key with 409 instead, the CFDI is found by our `external_id`.
   */
  async stamp(body: Record<string, unknown> & { external_id: string }): Promise<StampedCfdi> {
    const invoice = await this.timed(() => this.api.invoices.create(body)).catch(async (err: unknown) => {
      if ((err as { status?: number }).status !== 409) throw err;
      const found = await this.timed(() => this.api.invoices.list({ external_id: body.external_id }));
      const stamped = found.data.find((i) => i.status === 'valid');
      if (!stamped) throw err;
      return stamped;
    });
    return {
      id: invoice.id,
      uuid: invoice.uuid,
      series: invoice.series ?? '',
      folio: String(invoice.folio_number ?? ''),
      total: invoice.total,
      status: invoice.status,
    };
  }

  /** Cancels a stamped CFDI at SAT with its motive (01: replaced by `substitution`, the PAC's id). */
  async cancel(pacId: string, motive: '01' | '02' | '03' | '04', substitution?: string): Promise<void> {
    await this.timed(() =>
      this.api.invoices.cancel(pacId, { motive, ...(substitution ? { substitution } : {}) } as never),
    );
  }

  xml(pacId: string): Promise<Buffer> {
    return this.timed(async () => bytes(await this.api.invoices.downloadXml(pacId)));
  }

  pdf(pacId: string): Promise<Buffer> {
    return this.timed(async () => bytes(await this.api.invoices.downloadPdf(pacId)));
  }

  /** The call, or PacUnavailable when it outlasts the timeout or the PAC fails on its side (5xx, network). */
  private async timed<T>(call: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new PacUnavailable(`PAC did not answer in ${this.config.FACTURAPI_TIMEOUT_MS} ms`)),
        this.config.FACTURAPI_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([call(), timeout]);
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (err instanceof PacUnavailable || status === undefined || status >= 500 || status === 429)
        throw err instanceof PacUnavailable ? err : new PacUnavailable(String((err as Error).message));
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A download's bytes: a Node stream from the SDK (or a Blob elsewhere). */
async function bytes(download: unknown): Promise<Buffer> {
  if (download instanceof Blob) return Buffer.from(await download.arrayBuffer());
  const chunks: Buffer[] = [];
  for await (const chunk of download as AsyncIterable<Uint8Array | string>)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** For the HTTP routes: the PAC out of reach is a 503 with its own code. */
export function pacUnavailable(err: unknown): never {
  if (err instanceof PacUnavailable) throw AppError.of(InvoicingErrors.pacUnavailable);
  throw err;
}
