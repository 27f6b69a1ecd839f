import { Topics } from '@envios/contracts';
import { defineService } from '@envios/platform';
import { InvoicingConfigSchema } from './config';
import { InvoicingModule } from './invoicing.module';

/**
 * CFDI 4.0 invoices of every peso customers pay (issue 29), stamped through a PAC (Facturapi): per
 * payment, per customer's week, fortnight or month, or in the month's global invoice to público en
 * general; re-issued by substitution when a card-paid shipment is refunded.
 */
export default defineService({
  name: 'invoicing',
  config: InvoicingConfigSchema,
  // Money in and refunds (wallet); tax data and client accounts (identity).
  consumes: [Topics.wallet, Topics.identity],
  modules: [InvoicingModule],
});
