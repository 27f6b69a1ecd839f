import { Injectable } from '@nestjs/common';
import { InvoicingErrors, type InvoiceFile } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { PacClient, pacUnavailable } from '../../pac/pac-client';
import { InvoiceStore } from '../invoice-store';
import { reachable } from '../invoice-scope';

/**
 * An invoice's stamped XML or its PDF, as the PAC keeps them (GET /invoices/{id}/xml|pdf, and
 * identity's e-mail attachments), to whoever may see the invoice.
 */
@Injectable()
export class InvoiceFileUseCase {
  constructor(
    private readonly store: InvoiceStore,
    private readonly pac: PacClient,
  ) {}

  async execute(caller: CallerIdentity | undefined, id: string, format: 'xml' | 'pdf'): Promise<InvoiceFile> {
    const invoice = reachable(caller, await this.store.find(id));
    if (!invoice.pac_id) throw AppError.of(InvoicingErrors.notStamped);
    const bytes = await (
      format === 'xml' ? this.pac.xml(invoice.pac_id) : this.pac.pdf(invoice.pac_id)
    ).catch(pacUnavailable);
    const name = `factura-${invoice.series ?? ''}${invoice.folio ?? ''}-${invoice.uuid ?? invoice._id}`;
    return {
      contentType: format === 'xml' ? 'application/xml' : 'application/pdf',
      fileName: `${name}.${format}`,
      data: bytes.toString('base64'),
    };
  }
}
