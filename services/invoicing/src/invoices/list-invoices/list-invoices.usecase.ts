import { Injectable } from '@nestjs/common';
import type { Invoice, InvoiceListQuery } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { InvoiceStore } from '../invoice-store';
import { toInvoice } from '../invoice.mapper';
import { listScope } from '../invoice-scope';

/** GET /invoices: the stamped invoices within the caller's reach (of one user with `user`), newest first. */
@Injectable()
export class ListInvoicesUseCase {
  constructor(private readonly store: InvoiceStore) {}

  async execute(
    caller: CallerIdentity,
    query: InvoiceListQuery,
  ): Promise<{ docs: Invoice[]; page: number; limit: number; count: number }> {
    const { docs, count } = await this.store.page(listScope(caller, query.user), query.page, query.limit);
    return { docs: docs.map(toInvoice), page: query.page, limit: query.limit, count };
  }
}
