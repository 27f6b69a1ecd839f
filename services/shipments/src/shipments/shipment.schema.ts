import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import type { GuideState, LabelFormat, ShipmentDirection, ShipmentParcel } from '@envios/contracts';
import { outboxPlugin } from '@envios/platform';
import type { CarrierCode, PortalTrackingStatus, ShipmentType } from '@envios/domain';
import type { StoredOverweightCharge } from './overweight-charge';

/** What was bought: carrier and service from the quote token, with its price in centavos. */
export interface SelectedService {
  carrier: string;
  carrier_code: CarrierCode;
  carrier_service_name: string;
  service_code: string;
  /** This shipment's share of the order, IVA included (the quote's order total split over its guides). */
  total_centavos: number;
  currency: 'MXN';
  total_transit_days: number;
  is_remote: boolean;
  /** Who priced it, and so who makes its label: our rate card or the carrier's API. */
  source: 'ratecard' | 'fedex';
}

export interface Person {
  _id: string;
  email: string;
  first_names: string;
  last_names: string;
}

/**
 * A shipment (section 3 "Shipment (stored)"). Lists read it by page bucket: `ownerPage` and
 * `accountPage` name the bucket of 10 it falls in among its owner's and its account's shipments, in
 * creation order (`ownerSeq`, `accountSeq`), so a page is one equality lookup however long the
 * history is (ARCHITECTURE.md, data at scale). `search_terms` holds the folded words and prefixes
 * the search box matches by equality.
 */
@Schema({ collection: 'shipments', versionKey: false })
export class Shipment {
  _id!: Types.ObjectId;
  @Prop({ type: String, required: true }) owner!: string;
  /** The client account it belongs to; the owner itself when the owner has no client. */
  @Prop({ type: String, required: true }) account!: string;
  @Prop({ type: Number, required: true }) ownerSeq!: number;
  @Prop({ type: String, required: true }) ownerPage!: string;
  @Prop({ type: Number, required: true }) accountSeq!: number;
  @Prop({ type: String, required: true }) accountPage!: string;
  /**
   * Made with a test API key: priced by the rate card, paid from the test balance, its label ours
   * (watermarked, never sent to a carrier). Its lists are the test lists of its owner and account
   * (ShipmentStore), and only a test key reads it.
   */
  @Prop({ type: Boolean, default: false }) test!: boolean;
  @Prop({ type: [String], default: [] }) search_terms!: string[];

  @Prop({ type: String, default: null }) number_guide!: string | null;
  @Prop({ type: String, default: null }) guide!: string | null;
  @Prop({ type: String, required: true, default: 'none' }) guide_state!: GuideState;
  @Prop({ type: String, default: null }) label_format!: LabelFormat | null;
  @Prop({ type: Number, default: 0 }) guide_attempts!: number;
  @Prop({ type: String, default: null }) guide_error!: string | null;

  @Prop({ type: String, required: true }) shipment_type!: ShipmentType;
  /** true = paid. */
  @Prop({ type: Boolean, required: true, default: false }) status!: boolean;
  @Prop({ type: String, default: null }) payment_id!: string | null;
  @Prop({ type: Date, default: null }) paid_at!: Date | null;
  @Prop({ type: Date, default: null }) cancelled_at!: Date | null;
  /** When the wallet gave back what was paid for it (PaymentRefunded: a cancelled or failed guide). */
  @Prop({ type: Date, default: null }) refunded_at!: Date | null;
  /** The carrier's latest status as the product words it ('Guía creada', 'Envío en tránsito'…), from tracking. */
  @Prop({ type: String, default: null }) tracking_status!: string | null;
  /** The same in one vocabulary for every carrier (libs/domain PORTAL_TRACKING_STATUSES). */
  @Prop({ type: String, default: null }) tracking_code!: PortalTrackingStatus | null;
  /** TrackingStatusChanged's version last applied: an older one arriving late changes nothing. */
  @Prop({ type: Number, default: 0 }) tracking_version!: number;
  @Prop({ type: Date, default: null }) tracking_updated_at!: Date | null;
  /** When the carrier delivered it (ShipmentDelivered). */
  @Prop({ type: Date, default: null }) delivered_at!: Date | null;
  @Prop({ type: String, required: true }) description_of_the_content!: string;
  @Prop({ type: Boolean, required: true }) package_insurance!: boolean;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  insurance_information!: {
    package_value: number;
    responsible_for_the_package: string | null;
    mail_responsible: string | null;
    cost: number;
  };
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) parcels!: ShipmentParcel[];
  @Prop({ type: Number, default: null }) overweight!: number | null;
  @Prop({ type: Number, default: null }) cost_overweight_centavos!: number | null;
  @Prop({ type: Boolean, default: false }) overweight_paid!: boolean;
  /** Issue 30: an accepted dispute waived the unpaid charge (the shipment is released without paying it). */
  @Prop({ type: Boolean, default: false }) overweight_waived?: boolean;
  /** The parcels as the carrier measured them, when the overweight was registered with them. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) overweight_measured!: ShipmentParcel[] | null;
  /** How the charge was computed from the measures (the cost staff confirmed may differ). */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  overweight_charge!: StoredOverweightCharge | null;
  @Prop({ type: Date, default: null }) overweight_registered_at!: Date | null;
  @Prop({ type: String, default: null }) overweight_registered_by!: string | null;
  /**
   * Set with a registered overweight, for the overweight report's equality lookups: its owner, its
   * account, and true for everyone's list (staff). Null on every shipment without overweight.
   */
  @Prop({ type: String, default: null }) overweight_owner!: string | null;
  @Prop({ type: String, default: null }) overweight_account!: string | null;
  @Prop({ type: Boolean, default: null }) overweight_listed!: boolean | null;
  @Prop({ type: String, default: null }) reference!: string | null;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) user!: Person;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) origin_direction!: ShipmentDirection;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) destination_direction!: ShipmentDirection;
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) selected_service!: SelectedService;
  @Prop({ type: String, default: null }) duplicate_of!: string | null;
  /** The batch ('Envíos masivos') it was made in, if any: its label is announced with the batch's. */
  @Prop({ type: String, default: null }) batch_id!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const ShipmentSchema = SchemaFactory.createForClass(Shipment).plugin(outboxPlugin);
// Equality lookups only (each leading field gets a GIN index on the local server): a page bucket,
// a search word (narrowed by owner or account), the owner or account for filters, pending labels,
// a guide number, the overweight report's owner, account or everyone.
ShipmentSchema.index({ ownerPage: 1 });
ShipmentSchema.index({ accountPage: 1 });
ShipmentSchema.index({ search_terms: 1, owner: 1 });
ShipmentSchema.index({ owner: 1, status: 1 });
ShipmentSchema.index({ account: 1, status: 1 });
ShipmentSchema.index({ guide_state: 1 });
ShipmentSchema.index({ number_guide: 1 });
ShipmentSchema.index({ overweight_owner: 1 });
ShipmentSchema.index({ overweight_account: 1 });
ShipmentSchema.index({ overweight_listed: 1 });

export type StoredShipment = Shipment & { _id: Types.ObjectId };

/** A shipment as it starts (a new or duplicated one): unpaid, without a label, not tracked yet. */
export const NOT_PAID_YET = {
  number_guide: null,
  guide: null,
  guide_state: 'none',
  label_format: null,
  guide_attempts: 0,
  guide_error: null,
  status: false,
  payment_id: null,
  paid_at: null,
  cancelled_at: null,
  refunded_at: null,
  tracking_status: null,
  tracking_code: null,
  tracking_version: 0,
  tracking_updated_at: null,
  delivered_at: null,
} as const satisfies Partial<Shipment>;

/** The overweight fields of a shipment without overweight (a new or duplicated one). */
export const NO_OVERWEIGHT = {
  overweight: null,
  cost_overweight_centavos: null,
  overweight_paid: false,
  overweight_waived: false,
  overweight_measured: null,
  overweight_charge: null,
  overweight_registered_at: null,
  overweight_registered_by: null,
  overweight_owner: null,
  overweight_account: null,
  overweight_listed: null,
} as const satisfies Partial<Shipment>;
