import { Controller } from '@nestjs/common';
import { InvoicingRoutes } from '@envios/contracts';
import { OptionalCaller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { InvoiceFileUseCase } from './invoice-file.usecase';

@Controller()
export class InvoiceFileController {
  constructor(private readonly invoiceFile: InvoiceFileUseCase) {}

  @Serves(InvoicingRoutes.invoiceXml)
  xml(
    @OptionalCaller() caller: CallerIdentity | undefined,
    @RouteParams(InvoicingRoutes.invoiceXml) { id }: { id: string },
  ) {
    return this.invoiceFile.execute(caller, id, 'xml');
  }

  @Serves(InvoicingRoutes.invoicePdf)
  pdf(
    @OptionalCaller() caller: CallerIdentity | undefined,
    @RouteParams(InvoicingRoutes.invoicePdf) { id }: { id: string },
  ) {
    return this.invoiceFile.execute(caller, id, 'pdf');
  }
}
