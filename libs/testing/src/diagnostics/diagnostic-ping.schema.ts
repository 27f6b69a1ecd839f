import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin } from '@envios/platform';

/** A record of pings sent; its outbox carries the PlatformPing events. */
@Schema({ collection: 'diagnostic_pings', timestamps: true })
export class DiagnosticPing {
  @Prop({ required: true, unique: true }) pingId!: string;
  @Prop({ required: true }) count!: number;
}
export const DiagnosticPingSchema = SchemaFactory.createForClass(DiagnosticPing).plugin(outboxPlugin);
