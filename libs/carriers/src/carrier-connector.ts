import type { CarrierCode, IsoDate, PackageType } from '@envios/domain';
import type { LabelFile, LabelFileFormat, LabelParty } from './labels/label-renderer';

export interface RatePlace {
  postalCode: string;
  state: string;
  stateShort: string;
  city: string | null;
  isRemote: boolean;
}

export interface RateParcel {
  /** kg */
  weight: number;
  /** cm (length) */
  depth: number;
  width: number;
  height: number;
}

export interface RateRequest {
  carrier: CarrierCode;
  origin: RatePlace;
  destination: RatePlace;
  packageType: PackageType;
  /**
   * The parcels of ONE guide for carriers priced per guide, or of the whole order (repeated to the
   * number of guides) for carriers that quote all guides at once (FEDEX; see libs/domain totalPrice).
   */
  parcels: RateParcel[];
  guides: number;
  shipDate: IsoDate;
  /** The destination is a home, not a business: some carriers price that differently. */
  residential: boolean;
  /** Aborted when the carrier's deadline passes. */
  signal: AbortSignal;
}

export interface CarrierRate {
  carrier: CarrierCode;
  serviceCode: string;
  serviceName: string;
  /** What the carrier charges us for `parcels`, before our tariff and IVA, in centavos. */
  costCentavos: number;
  /** Business days. */
  transitDays: number;
  isRemote: boolean;
}

/** A service the carrier offered that cannot be sold as given, and why (it is named to the customer). */
export interface DroppedService {
  serviceCode: string;
  serviceName: string;
  reason: 'no_transit_time' | 'no_price' | 'other_currency';
}

export interface CarrierQuote {
  rates: CarrierRate[];
  dropped: DroppedService[];
}

/** A paid shipment whose label is to be made. */
export interface LabelRequest {
  /** Our shipment id: the label's reference, and the key that makes a retried label the same label. */
  shipmentId: string;
  carrier: CarrierCode;
  serviceCode: string;
  serviceName: string;
  packageType: PackageType;
  sender: LabelParty & { email: string };
  recipient: LabelParty & { email: string; residential: boolean };
  parcels: RateParcel[];
  content: string;
  shipDate: IsoDate;
  format: LabelFileFormat;
  remote: boolean;
  signal: AbortSignal;
}

export interface LabelResult {
  /** The guide (tracking) number. */
  trackingNumber: string;
  file: LabelFile;
}

/** A guide to ask its carrier about. */
export interface TrackRequest {
  carrier: CarrierCode;
  trackingNumber: string;
  signal: AbortSignal;
}

/** One event of a guide as its carrier reports it. */
export interface CarrierTrackEvent {
  /** ISO 8601 with the carrier's offset. */
  date: string;
  /** The carrier's raw status code (FedEx derived code, DHL typeCode, Paquetexpress status…). */
  code: string;
  /** What the carrier says happened, in its words. */
  description: string;
  location: string | null;
}

export interface TrackResult {
  /** The carrier does not know the guide (yet): DHL answers 404 before the pickup. */
  notFound: boolean;
  /** Oldest first. */
  events: CarrierTrackEvent[];
}

/**
 * One way of pricing a carrier, making its labels and following its guides: our rate tables (with
 * the carrier network's tracking), or the carrier's live API.
 */
export interface CarrierConnector {
  readonly source: 'ratecard' | 'fedex';
  /** Calls out over the network, so it runs under the carrier deadline (our rate tables do not). */
  readonly remote: boolean;
  quote(request: RateRequest): Promise<CarrierQuote>;
  createLabel(request: LabelRequest): Promise<LabelResult>;
  track(request: TrackRequest): Promise<TrackResult>;
}
