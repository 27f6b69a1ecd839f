import type { DimensionUnits, PackageMeasures, WeightUnits } from './pricing';

/**
 * Checks a Rate and Transit Times request the way FedEx documents it (carrier-apis.md §1.4) and
 * returns every violation, each as FedEx's error item. Codes follow FedEx's ENTITY.FIELD.PROBLEM style.
 */

export interface FedexErrorItem {
  code: string;
  message: string;
  parameterList?: { key: string; value: string }[];
}

const PICKUP_TYPES = [
  'CONTACT_FEDEX_TO_SCHEDULE',
  'DROPOFF_AT_FEDEX_LOCATION',
  'USE_SCHEDULED_PICKUP',
] as const;
const RATE_REQUEST_TYPES = ['ACCOUNT', 'LIST', 'PREFERRED', 'INCENTIVE'] as const;
/** FedEx's packagingType values (Rate API): the customer's own packaging or one of FedEx's. */
const PACKAGING_TYPES = [
  'YOUR_PACKAGING',
  'FEDEX_ENVELOPE',
  'FEDEX_BOX',
  'FEDEX_SMALL_BOX',
  'FEDEX_MEDIUM_BOX',
  'FEDEX_LARGE_BOX',
  'FEDEX_EXTRA_LARGE_BOX',
  'FEDEX_10KG_BOX',
  'FEDEX_25KG_BOX',
  'FEDEX_TUBE',
  'FEDEX_PAK',
] as const;
/** A FedEx envelope holds documents up to 0.5 kg. */
const ENVELOPE_MAX_KG = 0.5;
const MAX_PACKAGES = 100;
const MAX_DIMENSION = 999;
const MAX_DAYS_AHEAD = 10;

interface RateAddress {
  postalCode: string;
  countryCode: string;
}

export interface ValidRateRequest {
  account: string;
  shipper: RateAddress;
  recipient: RateAddress;
  /** recipient.address.residential: a home delivery. */
  residential: boolean;
  packagingType: (typeof PACKAGING_TYPES)[number];
  pickupType: string;
  rateRequestTypes: string[];
  serviceType?: string;
  carrierCodes?: string[];
  shipDate: string;
  returnTransitTimes: boolean;
  /** One entry per package (line items expanded by groupPackageCount). */
  packages: PackageMeasures[];
}

export type RateValidation =
  { ok: true; request: ValidRateRequest } | { ok: false; errors: FedexErrorItem[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Today's calendar date in a time zone, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The ship dates accepted at `now`: from today to today + 10 days. "Today" is taken leniently as
 * either the UTC date or Mexico City's, so a client on either clock is never told its date is past.
 */
export function shipDateWindow(now: Date): { first: string; last: string } {
  const dates = [todayIn('UTC', now), todayIn('America/Mexico_City', now)].sort();
  return { first: dates[0], last: addDays(dates[1], MAX_DAYS_AHEAD) };
}

function error(code: string, message: string, key?: string, value?: unknown): FedexErrorItem {
  return key === undefined
    ? { code, message }
    : { code, message, parameterList: [{ key, value: String(value) }] };
}

function address(party: 'SHIPPER' | 'RECIPIENT', value: unknown, errors: FedexErrorItem[]): RateAddress {
  const field = party.toLowerCase();
  const addr = isObject(value) && isObject(value.address) ? value.address : {};
  const postalCode = text(addr.postalCode);
  const countryCode = text(addr.countryCode);
  if (!postalCode) {
    errors.push(
      error(
        `${party}.POSTALCODE.REQUIRED`,
        `The ${field} postal code is required.`,
        `${field}.address.postalCode`,
        '',
      ),
    );
  }
  if (!countryCode) {
    errors.push(
      error(
        `${party}.COUNTRYCODE.REQUIRED`,
        `The ${field} country code is required.`,
        `${field}.address.countryCode`,
        '',
      ),
    );
  } else if (!/^[A-Z]{2}$/.test(countryCode)) {
    errors.push(
      error(
        `${party}.COUNTRYCODE.INVALID`,
        `The ${field} country code must be a 2-letter ISO code.`,
        `${field}.address.countryCode`,
        countryCode,
      ),
    );
  }
  if (postalCode && countryCode === 'MX' && !/^\d{5}$/.test(postalCode)) {
    errors.push(
      error(
        `${party}.POSTALCODE.INVALID`,
        `The ${field} postal code is invalid for MX (5 digits).`,
        `${field}.address.postalCode`,
        postalCode,
      ),
    );
  }
  const state = addr.stateOrProvinceCode;
  if (state !== undefined && (typeof state !== 'string' || state.length > 2)) {
    errors.push(
      error(
        `${party}.STATEORPROVINCECODE.INVALID`,
        `The ${field} state or province code is invalid (max 2 characters).`,
        `${field}.address.stateOrProvinceCode`,
        state,
      ),
    );
  }
  return { postalCode: postalCode ?? '', countryCode: countryCode ?? '' };
}

function isWholeDimension(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DIMENSION;
}

function lineItem(
  value: unknown,
  index: number,
  errors: FedexErrorItem[],
): { pkg: PackageMeasures; count: number } | undefined {
  const at = `requestedPackageLineItems[${index}]`;
  if (!isObject(value)) {
    errors.push(
      error('INVALID.INPUT.EXCEPTION', 'Invalid field value in the input.', at, JSON.stringify(value)),
    );
    return undefined;
  }
  const before = errors.length;
  const weight = value.weight;
  let parsedWeight: PackageMeasures['weight'] | undefined;
  if (!isObject(weight) || weight.value === undefined) {
    errors.push(error('PACKAGE.WEIGHT.REQUIRED', 'The package weight is required.', `${at}.weight`, ''));
  } else if (weight.units !== 'KG' && weight.units !== 'LB') {
    errors.push(
      error('WEIGHT.UNITS.INVALID', 'Weight units must be KG or LB.', `${at}.weight.units`, weight.units),
    );
  } else if (typeof weight.value !== 'number' || !Number.isFinite(weight.value) || weight.value <= 0) {
    errors.push(
      error(
        'PACKAGE.WEIGHT.INVALID',
        'The package weight must be a number greater than zero.',
        `${at}.weight.value`,
        weight.value,
      ),
    );
  } else {
    parsedWeight = { units: weight.units as WeightUnits, value: weight.value };
  }

  let parsedDimensions: PackageMeasures['dimensions'];
  const dims = value.dimensions;
  if (dims !== undefined) {
    if (!isObject(dims) || (dims.units !== 'CM' && dims.units !== 'IN')) {
      errors.push(
        error(
          'DIMENSIONS.UNITS.INVALID',
          'Dimension units must be CM or IN.',
          `${at}.dimensions.units`,
          isObject(dims) ? dims.units : dims,
        ),
      );
    } else {
      const bad = (['length', 'width', 'height'] as const).filter((k) => !isWholeDimension(dims[k]));
      for (const key of bad) {
        errors.push(
          error(
            'PACKAGE.DIMENSIONS.INVALID',
            `Package ${key} must be a whole number from 1 to ${MAX_DIMENSION}.`,
            `${at}.dimensions.${key}`,
            dims[key],
          ),
        );
      }
      if (!bad.length) {
        parsedDimensions = {
          length: dims.length as number,
          width: dims.width as number,
          height: dims.height as number,
          units: dims.units as DimensionUnits,
        };
      }
    }
  }

  const group = value.groupPackageCount;
  if (group !== undefined && (typeof group !== 'number' || !Number.isInteger(group) || group < 1)) {
    errors.push(
      error(
        'INVALID.INPUT.EXCEPTION',
        'groupPackageCount must be a positive whole number.',
        `${at}.groupPackageCount`,
        group,
      ),
    );
  }
  if (errors.length > before || !parsedWeight) return undefined;
  return {
    pkg: { weight: parsedWeight, dimensions: parsedDimensions },
    count: typeof group === 'number' ? group : 1,
  };
}

export function validateRateRequest(body: unknown, now: Date): RateValidation {
  if (!isObject(body))
    return { ok: false, errors: [error('INVALID.INPUT.EXCEPTION', 'Invalid field value in the input.')] };
  const errors: FedexErrorItem[] = [];

  const account = isObject(body.accountNumber) ? text(body.accountNumber.value) : undefined;
  if (!account)
    errors.push(
      error('ACCOUNTNUMBER.REQUIRED', 'The account number is required.', 'accountNumber.value', ''),
    );

  const shipment = isObject(body.requestedShipment) ? body.requestedShipment : undefined;
  if (!shipment) {
    errors.push(
      error('REQUESTEDSHIPMENT.REQUIRED', 'requestedShipment is required.', 'requestedShipment', ''),
    );
    return { ok: false, errors };
  }
  const shipper = address('SHIPPER', shipment.shipper, errors);
  const recipient = address('RECIPIENT', shipment.recipient, errors);
  const recipientAddress =
    isObject(shipment.recipient) && isObject(shipment.recipient.address) ? shipment.recipient.address : {};
  const residential = recipientAddress.residential;
  if (residential !== undefined && typeof residential !== 'boolean') {
    errors.push(
      error(
        'RECIPIENT.RESIDENTIAL.INVALID',
        'residential must be true or false.',
        'recipient.address.residential',
        residential,
      ),
    );
  }
  const packagingType = shipment.packagingType ?? 'YOUR_PACKAGING';
  if (!(PACKAGING_TYPES as readonly unknown[]).includes(packagingType)) {
    errors.push(
      error(
        'PACKAGINGTYPE.INVALID',
        `The packaging type must be one of ${PACKAGING_TYPES.join(', ')}.`,
        'requestedShipment.packagingType',
        packagingType,
      ),
    );
  }

  const pickupType = text(shipment.pickupType);
  if (!pickupType) {
    errors.push(
      error('PICKUPTYPE.REQUIRED', 'The pickup type is required.', 'requestedShipment.pickupType', ''),
    );
  } else if (!(PICKUP_TYPES as readonly string[]).includes(pickupType)) {
    errors.push(
      error(
        'PICKUPTYPE.INVALID',
        `The pickup type must be one of ${PICKUP_TYPES.join(', ')}.`,
        'requestedShipment.pickupType',
        pickupType,
      ),
    );
  }

  let rateRequestTypes = ['ACCOUNT'];
  if (shipment.rateRequestType !== undefined) {
    const types = shipment.rateRequestType;
    if (!Array.isArray(types) || types.some((t) => !(RATE_REQUEST_TYPES as readonly unknown[]).includes(t))) {
      errors.push(
        error(
          'RATEREQUESTTYPE.INVALID',
          `rateRequestType values must be among ${RATE_REQUEST_TYPES.join(', ')}.`,
          'requestedShipment.rateRequestType',
          JSON.stringify(types),
        ),
      );
    } else if (types.length) {
      rateRequestTypes = types as string[];
    }
  }

  const window = shipDateWindow(now);
  let shipDate = window.first;
  if (shipment.shipDateStamp !== undefined) {
    const stamp = shipment.shipDateStamp;
    if (typeof stamp !== 'string' || !isCalendarDate(stamp)) {
      errors.push(
        error(
          'SHIPDATESTAMP.INVALID',
          'The ship date must be a date in YYYY-MM-DD format.',
          'requestedShipment.shipDateStamp',
          stamp,
        ),
      );
    } else if (stamp < window.first || stamp > window.last) {
      errors.push(
        error(
          'SHIPDATESTAMP.NOTALLOWED',
          `The ship date cannot be in the past nor more than ${MAX_DAYS_AHEAD} days ahead.`,
          'requestedShipment.shipDateStamp',
          stamp,
        ),
      );
    } else {
      shipDate = stamp;
    }
  }

  const items = shipment.requestedPackageLineItems;
  const packages: PackageMeasures[] = [];
  if (!Array.isArray(items) || items.length === 0) {
    errors.push(
      error(
        'PACKAGES.REQUIRED',
        'At least one requested package line item is required.',
        'requestedShipment.requestedPackageLineItems',
        '',
      ),
    );
  } else {
    items.forEach((item, index) => {
      const parsed = lineItem(item, index, errors);
      if (parsed)
        for (let i = 0; i < parsed.count && packages.length <= MAX_PACKAGES; i++) packages.push(parsed.pkg);
    });
    const declared = shipment.totalPackageCount;
    if (packages.length > MAX_PACKAGES || (typeof declared === 'number' && declared > MAX_PACKAGES)) {
      errors.push(
        error(
          'PACKAGES.COUNT.EXCEEDED',
          `A rate request can hold at most ${MAX_PACKAGES} packages.`,
          'requestedShipment.totalPackageCount',
          Math.max(packages.length, Number(declared) || 0),
        ),
      );
    }
  }

  if (packagingType === 'FEDEX_ENVELOPE') {
    const heaviest = Math.max(
      ...packages.map((p) => (p.weight.units === 'LB' ? p.weight.value * 0.45359237 : p.weight.value)),
    );
    if (heaviest > ENVELOPE_MAX_KG) {
      errors.push(
        error(
          'PACKAGE.WEIGHT.EXCEEDED',
          `A FedEx envelope holds at most ${ENVELOPE_MAX_KG} kg.`,
          'requestedShipment.requestedPackageLineItems.weight',
          heaviest,
        ),
      );
    }
  }

  const serviceType = shipment.serviceType === undefined ? undefined : text(shipment.serviceType);
  if (shipment.serviceType !== undefined && !serviceType) {
    errors.push(
      error(
        'SERVICETYPE.INVALID',
        'The service type is invalid.',
        'requestedShipment.serviceType',
        shipment.serviceType,
      ),
    );
  }
  const carrierCodes = Array.isArray(body.carrierCodes)
    ? body.carrierCodes.filter((c): c is string => typeof c === 'string')
    : undefined;
  const control = isObject(body.rateRequestControlParameters) ? body.rateRequestControlParameters : {};

  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    request: {
      account: account!,
      shipper,
      recipient,
      residential: residential === true,
      packagingType: packagingType as ValidRateRequest['packagingType'],
      pickupType: pickupType!,
      rateRequestTypes,
      serviceType,
      carrierCodes,
      shipDate,
      returnTransitTimes: control.returnTransitTimes === true,
      packages,
    },
  };
}
