import {
  addCalendarDays,
  isBusinessDay,
  isIsoDate,
  pesosToCentavos,
  roundKg,
  type IsoDate,
} from '@envios/domain';
import type { CarrierQuote, DroppedService, RatePlace, RateRequest } from '../carrier-connector';

/**
 * RateRequest ⇄ FedEx Rate and Transit Times (carrier-apis.md §1.4). Pure functions, no I/O.
 */

/** Currency codes FedEx may use for Mexican pesos: ISO, and its own legacy code (§1.4 caveat). */
const MXN_CODES: ReadonlySet<string> = new Set(['MXN', 'NMP']);

const FEDEX_CITY_MAX = 35;

function address(place: RatePlace, residential = false) {
  // No stateOrProvinceCode: FedEx takes 2 characters and needs it only for US/CA/PR (§0).
  return {
    postalCode: place.postalCode,
    countryCode: 'MX',
    ...(place.city ? { city: place.city.slice(0, FEDEX_CITY_MAX) } : {}),
    ...(residential ? { residential: true } : {}),
  };
}

/** Whole centimetres, rounded up; measures are first read to 1/1000 cm so float noise cannot add a centimetre. */
export function wholeCm(cm: number): number {
  return Math.ceil(Math.round(cm * 1000) / 1000);
}

/** POST /rate/v1/rates/quotes body: every parcel of the request is one package. */
export function buildRateRequestBody(request: RateRequest, account: string) {
  return {
    accountNumber: { value: account },
    rateRequestControlParameters: { returnTransitTimes: true },
    requestedShipment: {
      shipper: { address: address(request.origin) },
      recipient: { address: address(request.destination, request.residential) },
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      rateRequestType: ['ACCOUNT', 'LIST'],
      shipDateStamp: request.shipDate,
      // An envelope is priced as one; anything else is the customer's own box.
      packagingType: request.packageType === 'document' ? 'FEDEX_ENVELOPE' : 'YOUR_PACKAGING',
      totalPackageCount: request.parcels.length,
      requestedPackageLineItems: request.parcels.map((parcel) => {
        const dims = [wholeCm(parcel.depth), wholeCm(parcel.width), wholeCm(parcel.height)];
        return {
          groupPackageCount: 1,
          weight: { units: 'KG', value: roundKg(parcel.weight) },
          // Dimensions are optional for FedEx; sent only when all three are measurable.
          ...(dims.every((d) => d > 0)
            ? { dimensions: { length: dims[0], width: dims[1], height: dims[2], units: 'CM' } }
            : {}),
        };
      }),
    },
  };
}

interface Surcharge {
  type?: unknown;
  name?: unknown;
  description?: unknown;
}

interface RatedShipmentDetail {
  rateType?: unknown;
  totalNetCharge?: unknown;
  currency?: unknown;
  shipmentRateDetail?: { currency?: unknown; surCharges?: unknown };
  ratedPackages?: { packageRateDetail?: { surcharges?: unknown; surCharges?: unknown } }[];
}

interface RateReplyDetail {
  serviceType?: unknown;
  serviceName?: unknown;
  ratedShipmentDetails?: unknown;
  commit?: { transitDays?: unknown; daysInTransit?: unknown; dateDetail?: { dayFormat?: unknown } };
  operationalDetail?: { transitTime?: unknown; deliveryDate?: unknown };
}

// prettier-ignore
const NUMBER_WORDS = [
  'ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN',
  'ELEVEN', 'TWELVE', 'THIRTEEN', 'FOURTEEN', 'FIFTEEN', 'SIXTEEN', 'SEVENTEEN', 'EIGHTEEN', 'NINETEEN', 'TWENTY',
];

/** FedEx TransitTimeType ('ONE_DAY', 'THREE_DAYS') → 1, 3; anything else → undefined. */
function daysFromTransitWord(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([A-Z]+)_DAYS?$/.exec(value.trim().toUpperCase());
  const index = match ? NUMBER_WORDS.indexOf(match[1]) : -1;
  return index >= 0 ? index : undefined;
}

function wholeDays(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * commit.transitDays as FedEx writes it: {minimumTransitTime, maximumTransitTime, description}
 * ('2-7 Business Days'), a TransitTimeType word, or a number. The longest stated time is used, so
 * the delivery date shown is one the carrier commits to.
 */
export function daysFromCommitTransit(value: unknown): number | undefined {
  const direct = wholeDays(value) ?? daysFromTransitWord(value);
  if (direct !== undefined) return direct;
  if (typeof value === 'string') {
    const numbers = value.match(/\d+/g)?.map(Number);
    return numbers?.length ? Math.max(...numbers) : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as {
    maximumTransitTime?: unknown;
    minimumTransitTime?: unknown;
    description?: unknown;
  };
  return (
    daysFromTransitWord(record.maximumTransitTime) ??
    daysFromTransitWord(record.minimumTransitTime) ??
    (typeof record.description === 'string' ? daysFromCommitTransit(record.description) : undefined)
  );
}

/** Business days (libs/domain rule) from the ship date to the date of FedEx's dayFormat 'YYYY-MM-DDTHH:mm:ss'. */
function businessDaysUntil(shipDate: IsoDate, dayFormat: unknown): number | undefined {
  if (typeof dayFormat !== 'string') return undefined;
  const delivery = dayFormat.slice(0, 10);
  if (!isIsoDate(delivery) || delivery < shipDate) return undefined;
  let days = 0;
  for (let date = shipDate; date < delivery;) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(date)) days++;
    if (days > 60) return undefined;
  }
  return days;
}

/**
 * FedEx states transit in several places and fills them per service: `commit.transitDays` for Ground
 * and LTL only, `commit.daysInTransit`, `operationalDetail.transitTime`, and the delivery date in
 * `commit.dateDetail.dayFormat` or `operationalDetail.deliveryDate` (§1.4). The first one present wins.
 */
function transitDaysOf(detail: RateReplyDetail, shipDate: IsoDate): number | undefined {
  return (
    daysFromCommitTransit(detail.commit?.transitDays) ??
    daysFromCommitTransit(detail.commit?.daysInTransit) ??
    daysFromTransitWord(detail.operationalDetail?.transitTime) ??
    businessDaysUntil(shipDate, detail.commit?.dateDetail?.dayFormat) ??
    businessDaysUntil(shipDate, detail.operationalDetail?.deliveryDate)
  );
}

/** The rate to charge: ACCOUNT (negotiated), else PREFERRED, else the first one given. */
function chosenRatedDetail(details: RatedShipmentDetail[]): RatedShipmentDetail | undefined {
  return (
    details.find((d) => d.rateType === 'ACCOUNT') ??
    details.find((d) => typeof d.rateType === 'string' && d.rateType.startsWith('PREFERRED')) ??
    details[0]
  );
}

const REMOTE_TYPE = /(OUT_OF_DELIVERY_AREA|DELIVERY_AREA|EXTENDED|REMOTE)/i;
const REMOTE_TEXT =
  /(out of delivery|delivery area|extended|remote|zona extendida|fuera de (zona|área|area|cobertura))/i;

function surchargesOf(detail: RatedShipmentDetail): Surcharge[] {
  const lists: unknown[] = [detail.shipmentRateDetail?.surCharges];
  for (const pkg of detail.ratedPackages ?? [])
    lists.push(pkg?.packageRateDetail?.surcharges, pkg?.packageRateDetail?.surCharges);
  return lists.flatMap((list) =>
    Array.isArray(list) ? list.filter((s): s is Surcharge => typeof s === 'object' && s !== null) : [],
  );
}

/** An extended / out-of-delivery-area surcharge is part of the rate. */
function hasExtendedAreaSurcharge(detail: RatedShipmentDetail): boolean {
  return surchargesOf(detail).some(
    (s) =>
      (typeof s.type === 'string' && REMOTE_TYPE.test(s.type)) ||
      [s.name, s.description].some((text) => typeof text === 'string' && REMOTE_TEXT.test(text)),
  );
}

function centavosOf(amount: unknown): number | undefined {
  if (typeof amount !== 'number' && typeof amount !== 'string') return undefined;
  try {
    const centavos = pesosToCentavos(amount);
    return centavos >= 0 ? centavos : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One CarrierRate per rateReplyDetail that can be sold: in pesos (MXN or NMP), with an amount and a
 * transit time. A service that fails any of these is not guessed at: it comes back in `dropped`
 * with the reason, so the customer is told it was offered and why it cannot be sold.
 */
export function mapRateReply(reply: unknown, shipDate: IsoDate): CarrierQuote {
  const output = (reply as { output?: { rateReplyDetails?: unknown } } | null)?.output;
  const details = Array.isArray(output?.rateReplyDetails)
    ? (output.rateReplyDetails as RateReplyDetail[])
    : [];
  const quote: CarrierQuote = { rates: [], dropped: [] };
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null || typeof detail.serviceType !== 'string') continue;
    const serviceCode = detail.serviceType;
    const serviceName =
      typeof detail.serviceName === 'string' && detail.serviceName ? detail.serviceName : serviceCode;
    const drop = (reason: DroppedService['reason']) =>
      quote.dropped.push({ serviceCode, serviceName, reason });
    const rated = Array.isArray(detail.ratedShipmentDetails)
      ? (detail.ratedShipmentDetails as unknown[]).filter(
          (d): d is RatedShipmentDetail => typeof d === 'object' && d !== null,
        )
      : [];
    const chosen = chosenRatedDetail(rated);
    const costCentavos = chosen && centavosOf(chosen.totalNetCharge);
    if (!chosen || costCentavos === undefined) {
      drop('no_price');
      continue;
    }
    const currency = chosen.shipmentRateDetail?.currency ?? chosen.currency;
    if (typeof currency !== 'string' || !MXN_CODES.has(currency.trim().toUpperCase())) {
      drop('other_currency');
      continue;
    }
    const transitDays = transitDaysOf(detail, shipDate);
    if (transitDays === undefined) {
      drop('no_transit_time');
      continue;
    }
    quote.rates.push({
      carrier: 'FEDEX',
      serviceCode,
      serviceName,
      costCentavos,
      transitDays,
      isRemote: hasExtendedAreaSurcharge(chosen),
    });
  }
  return quote;
}
