import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Where the sweep of Stripe's Events API got to: it asks again from a little before `since`. */
@Schema({ collection: 'stripe_checkpoints', versionKey: false })
export class StripeCheckpoint {
  @Prop({ type: String, required: true }) _id!: string;
  /** Unix seconds: when the last complete sweep started. */
  @Prop({ type: Number, required: true }) since!: number;
}
export const StripeCheckpointSchema = SchemaFactory.createForClass(StripeCheckpoint);
