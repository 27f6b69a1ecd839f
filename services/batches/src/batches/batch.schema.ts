import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import type { BatchRow } from '@envios/contracts';

/**
 * A batch: the rows of one file, each with its values as text and its errors, in one document (a
 * thousand rows are a few hundred kilobytes). Owned by who uploaded it, within its client account.
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
  @Prop({ type: String, required: true }) format!: 'csv' | 'xlsx';
  @Prop({ type: String, required: true, default: 'draft' }) state!: 'draft';
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) mapping!: {
    header: string;
    column: string | null;
  }[];
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) rows!: BatchRow[];
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const BatchSchemaDef = SchemaFactory.createForClass(BatchDoc);
BatchSchemaDef.index({ owner: 1, created_at: -1 });
export type StoredBatch = BatchDoc;
