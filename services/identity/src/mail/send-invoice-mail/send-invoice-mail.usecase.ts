import { Inject, Injectable } from '@nestjs/common';
import { InvoicingRoutes, type EventData, type InvoiceStamped } from '@envios/contracts';
import { formatMXN, Paths } from '@envios/domain';
import { APP_CONFIG, ServiceClient } from '@envios/platform';
import type { IdentityConfig } from '../../config';
import { renderMail } from '../mail-layout';
import { MailRecipients, type EventMeta } from '../mail-recipients';
import type { MailPerson } from '../mail-templates';
import { MailService, type MailMessage } from '../mail.service';

type Stamped = EventData<typeof InvoiceStamped>;

/** 'Tu factura está lista': the CFDI's folio, UUID and total, with its XML and PDF attached. */
function invoiceMail(to: MailPerson, invoice: Stamped, links: { invoices: string }): MailMessage {
  const folio = `${invoice.series}${invoice.folio}`;
  return renderMail({
    to: to.email,
    subject: invoice.substitutes ? `Tu factura ${folio} (sustituye a una anterior)` : `Tu factura ${folio}`,
    title: 'Tu factura está lista',
    firstName: to.firstName,
    blocks: [
      {
        paragraph: invoice.substitutes
          ? 'Timbramos esta factura en sustitución de la anterior, que cancelamos ante el SAT: un envío pagado con tarjeta se reembolsó a tu monedero y ahora figura como saldo a favor. Adjuntamos el XML y el PDF.'
          : 'Timbramos la factura (CFDI 4.0) de tu pago. Adjuntamos el XML y el PDF; también puedes descargarlos en Facturas.',
      },
      {
        facts: [
          ['Folio', folio],
          ['Folio fiscal (UUID)', invoice.uuid],
          ['RFC receptor', invoice.receiverRfc],
          ...(to.showAmounts ? [['Total', formatMXN(invoice.totalCentavos)] as const] : []),
        ],
      },
      { button: { href: links.invoices, label: 'Ver mis facturas' } },
    ],
  });
}

/**
 * On InvoiceStamped: the customer gets the invoice with its stamped XML and its PDF attached,
 * fetched from the invoicing service (the global invoice to público en general goes to nobody).
 */
@Injectable()
export class SendInvoiceMailUseCase {
  private readonly invoicing: ServiceClient;

  constructor(
    private readonly recipients: MailRecipients,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) config: IdentityConfig,
  ) {
    this.invoicing = new ServiceClient(
      'invoicing',
      config.INVOICING_URL,
      config.INTERNAL_SERVICE_TOKEN,
      config.INTERNAL_SIGNING_KEY,
    );
  }

  async execute(event: EventMeta, invoice: Stamped): Promise<void> {
    if (!invoice.user) return;
    const to = await this.recipients.find(event, invoice.user);
    if (!to) return;
    const params = { id: invoice.invoiceId };
    const [xml, pdf] = await Promise.all([
      this.invoicing.call(InvoicingRoutes.invoiceXml, { params }),
      this.invoicing.call(InvoicingRoutes.invoicePdf, { params }),
    ]);
    const message = invoiceMail(to, invoice, { invoices: this.recipients.link(Paths.invoices) });
    message.attachments = [xml, pdf].map((file) => ({
      filename: file.fileName,
      content: file.data,
      encoding: 'base64' as const,
      contentType: file.contentType,
    }));
    await this.mail.enqueue(message, `invoice-${event.id}`);
  }
}
