import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A tariff (tipoUsuario): the percentage added to carrier prices for the users who have it. */
@Schema({ collection: 'tipo_usuario', timestamps: true })
export class Tariff {
  @Prop({ required: true, unique: true }) nombre!: string;
  @Prop({ required: true, min: 0, max: 200 }) tarifa!: number;
  /** Given to self-registered accounts. Exactly one tariff is the default. */
  @Prop({ default: false }) isDefault!: boolean;
}
export const TariffSchema = SchemaFactory.createForClass(Tariff);

/** The tiers seeded on first start; kept idempotent by name. */
export const SEED_TARIFFS: readonly Tariff[] = [
  { nombre: 'Público general', tarifa: 35, isDefault: true },
  { nombre: 'Emprendedor', tarifa: 25, isDefault: false },
  { nombre: 'PyME', tarifa: 18, isDefault: false },
  { nombre: 'Corporativo', tarifa: 12, isDefault: false },
  { nombre: 'Mayorista', tarifa: 8, isDefault: false },
];
