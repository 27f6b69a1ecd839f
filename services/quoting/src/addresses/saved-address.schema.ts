import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A saved address (Catálogo de Direcciones / locations-user). */
@Schema({ collection: 'saved_addresses', timestamps: true })
export class SavedAddress {
  @Prop({ required: true, index: true }) user!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) email!: string;
  @Prop({ required: true }) phone!: string;
  @Prop({ required: true }) street!: string;
  @Prop({ required: true }) number!: string;
  @Prop({ type: String, default: null }) intNumber!: string | null;
  @Prop({ type: String, default: null }) reference_of_origin!: string | null;
  @Prop({ required: true }) postal_code!: string;
  /** From the catalogue, in SEPOMEX's spelling. */
  @Prop({ required: true }) colony!: string;
  @Prop({ required: true }) city!: string;
  @Prop({ required: true }) state!: string;
  @Prop({ required: true }) state_short!: string;
  @Prop({ required: true, default: 'MX' }) country_code!: string;
  createdAt!: Date;
  updatedAt!: Date;
}
export const SavedAddressSchema = SchemaFactory.createForClass(SavedAddress);
