import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One postal code of the catalogue, keyed by the code itself ('01000'), its settlements inside.
 * Codes live in a collection per import ("generation", see PostalCodeStore); the import stamp
 * names the current one.
 */
export interface PostalCodeDocument {
  _id: string;
  state: string;
  stateShort: string;
  municipality: string;
  city: string | null;
  settlements: { name: string; type: string; isRemote: boolean }[];
  isRemote: boolean;
}

/** The stamp of the last complete import; replicas reload their catalogue when it names another collection. */
@Schema({ collection: 'postal_code_imports', versionKey: false })
export class PostalCodeImport {
  /** Always CURRENT_IMPORT_ID: one stamp. */
  @Prop({ type: String, required: true }) _id!: string;
  /** The collection holding this import's codes. */
  @Prop({ required: true }) catalogCollection!: string;
  /** SHA-256 of the file's bytes: the same file is not imported twice. */
  @Prop({ required: true }) fileHash!: string;
  @Prop({ required: true }) fileName!: string;
  @Prop({ required: true }) format!: string;
  @Prop({ required: true }) rows!: number;
  @Prop({ required: true }) duplicateRows!: number;
  @Prop({ required: true }) codes!: number;
  @Prop({ required: true }) settlements!: number;
  @Prop({ required: true }) inserted!: number;
  @Prop({ required: true }) updated!: number;
  @Prop({ required: true }) removed!: number;
  @Prop({ required: true }) startedAt!: Date;
  @Prop({ required: true }) finishedAt!: Date;
}
export const PostalCodeImportSchema = SchemaFactory.createForClass(PostalCodeImport);

export const CURRENT_IMPORT_ID = 'sepomex';
