import { Controller } from '@nestjs/common';
import { InvoicingRoutes, type InvoiceListQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ListInvoicesUseCase } from './list-invoices.usecase';

const route = InvoicingRoutes.listInvoices;

@Controller()
export class ListInvoicesController {
  constructor(private readonly listInvoices: ListInvoicesUseCase) {}

  @Serves(route)
  execute(@Caller() caller: CallerIdentity, @RouteQuery(route) query: InvoiceListQuery) {
    return this.listInvoices.execute(caller, query);
  }
}
