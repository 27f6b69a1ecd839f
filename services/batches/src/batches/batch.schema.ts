import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { outboxPlugin } from '@envios/platform';
import type { BatchChoice, BatchRowError, BatchRowValues, BatchRuleName } from '@envios/contracts';
import type { CarrierCode } from '@envios/domain';

/** What a batch keeps of the carrier its rule chose for a row: the quote itself, price included. */
interface StoredChoice extends Omit<BatchChoice, 'total_amount'> {
  total_centavos: number;
  quote_token: string;
}

/** A row as stored: its values and errors, then what the rule chose and the shipment made for it. */
export interface StoredBatchRow {
  n: number;
  values: BatchRowValues;
  errors: BatchRowError[];
  duplicate_of: number | null;
  choice: StoredChoice | null;
  no_option: string | null;
  shipment_id: string | null;
}

export interface StoredCardOrder {
  id: string;
  approve_url: string;
  rows: number;
}

export interface StoredRule {
  rule: BatchRuleName;
  carrier: CarrierCode | null;
  service: string | null;
  max_days: number | null;
  /** cheapest_on_time's minimum on-time percentage (absent on rules stored before it). */
  min_on_time?: number | null;
  quoted_at: Date;
  /** When the first of its quotes expires: a payment after it quotes again. */
  expires_at: Date;
}

/**
 * A batch: the rows of one file, each with its values as text and its errors, in one document (a
 * thousand rows are a few hundred kilobytes). Owned by who uploaded it, within its client account.
 * A draft's rows and rule change; paying makes a shipment per row (its id chosen here first, so a
 * retried payment makes none twice), and the batch is paid once every one is.
 */
@Schema({ collection: 'batches', versionKey: false })
export class BatchDoc {
  _id!: Types.ObjectId;
  @Prop({ type: String, required: true }) owner!: string;
  /** The client account it belongs to (the owner itself when it has none). */
  @Prop({ type: String, required: true }) account!: string;
  /** Made with a test API key. */
  @Prop({ type: Boolean, default: false }) test!: boolean;
  @Prop({ type: String, required: true }) filename!: string;
  /** How the rows came: a file, or the public API's data. */
  @Prop({ type: String, required: true }) format!: 'csv' | 'xlsx' | 'api';
  @Prop({ type: String, required: true, default: 'draft' }) state!: 'draft' | 'paying' | 'paid';
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) mapping!: {
    header: string;
    column: string | null;
  }[];
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) rows!: StoredBatchRow[];
  /** How many rows it has (the list of batches reads it without the rows). */
  @Prop({ type: Number, required: true, default: 0 }) row_count!: number;
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) rule!: StoredRule | null;
  /** A card payment waiting for the buyer: its PayPal order, and how many rows it pays. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) card_order!: StoredCardOrder | null;
  @Prop({ type: Date, default: null }) paid_at!: Date | null;
  /** When its last label was made or failed (BatchCompleted went out with it). */
  @Prop({ type: Date, default: null }) completed_at!: Date | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const BatchSchemaDef = SchemaFactory.createForClass(BatchDoc).plugin(outboxPlugin);
BatchSchemaDef.index({ owner: 1, created_at: -1 });
BatchSchemaDef.index({ account: 1, created_at: -1 });
export type StoredBatch = BatchDoc;
