import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { PACKAGE_TYPES, type PackageType } from '@envios/domain';

/** A saved package profile (weight and dimensions reused in quotes). */
@Schema({ collection: 'package_profiles', timestamps: true })
export class PackageProfile {
  @Prop({ required: true, index: true }) userID!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ type: String, required: true, enum: PACKAGE_TYPES }) type!: PackageType;
  @Prop({ required: true }) weight!: number;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) dimensions!: {
    length: number;
    width: number;
    height: number;
  };
  @Prop({ type: String, default: null }) description!: string | null;
}
export const PackageProfileSchema = SchemaFactory.createForClass(PackageProfile);
