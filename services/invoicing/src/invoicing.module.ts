import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FundsReceivedConsumer } from './charges/on-funds-received/funds-received.consumer';
import { RecordChargeUseCase } from './charges/on-funds-received/record-charge.usecase';
import { PaymentRefundedConsumer } from './charges/on-payment-refunded/payment-refunded.consumer';
import { RecordRefundUseCase } from './charges/on-payment-refunded/record-refund.usecase';
import { CustomerDoc, CustomerSchema } from './customers/customer.schema';
import { IdentityEventsConsumer } from './customers/on-identity-events/identity-events.consumer';
import { RecordTaxInformationUseCase } from './customers/on-tax-information-changed/record-tax-information.usecase';
import { TaxInformationChangedConsumer } from './customers/on-tax-information-changed/tax-information-changed.consumer';
import { RecordMemberUseCase } from './customers/record-member/record-member.usecase';
import { ClosePeriodsController } from './invoices/close-periods/close-periods.controller';
import {
  ClosePeriodsProcessor,
  ClosePeriodsScheduler,
  PERIODS_QUEUE,
} from './invoices/close-periods/close-periods.processor';
import { ClosePeriodsUseCase } from './invoices/close-periods/close-periods.usecase';
import { InvoiceFileController } from './invoices/invoice-file/invoice-file.controller';
import { InvoiceFileUseCase } from './invoices/invoice-file/invoice-file.usecase';
import { ChargeDoc, ChargeSchema, InvoiceDoc, InvoiceSchema } from './invoices/invoice.schema';
import { InvoiceStore } from './invoices/invoice-store';
import { ListInvoicesController } from './invoices/list-invoices/list-invoices.controller';
import { ListInvoicesUseCase } from './invoices/list-invoices/list-invoices.usecase';
import { ReissueInvoiceUseCase } from './invoices/reissue-invoice/reissue-invoice.usecase';
import { StampInvoiceProcessor } from './invoices/stamp-invoice/stamp-invoice.processor';
import { StampInvoiceUseCase } from './invoices/stamp-invoice/stamp-invoice.usecase';
import { STAMP_QUEUE, StampQueue } from './invoices/stamp-queue';
import { PacClient } from './pac/pac-client';

/** The invoicing service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CustomerDoc.name, schema: CustomerSchema },
      { name: InvoiceDoc.name, schema: InvoiceSchema },
      { name: ChargeDoc.name, schema: ChargeSchema },
    ]),
    BullModule.registerQueue({ name: STAMP_QUEUE }, { name: PERIODS_QUEUE }),
  ],
  controllers: [ListInvoicesController, InvoiceFileController, ClosePeriodsController],
  providers: [
    // Use cases
    RecordTaxInformationUseCase,
    RecordMemberUseCase,
    RecordChargeUseCase,
    RecordRefundUseCase,
    StampInvoiceUseCase,
    ReissueInvoiceUseCase,
    ClosePeriodsUseCase,
    ListInvoicesUseCase,
    InvoiceFileUseCase,
    // Consumers, workers and schedulers
    TaxInformationChangedConsumer,
    IdentityEventsConsumer,
    FundsReceivedConsumer,
    PaymentRefundedConsumer,
    StampInvoiceProcessor,
    ClosePeriodsProcessor,
    ClosePeriodsScheduler,
    // What the slices share
    InvoiceStore,
    StampQueue,
    PacClient,
  ],
})
export class InvoicingModule {}
