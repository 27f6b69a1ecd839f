/**
 * The sandbox's FedEx México tariff: deterministic, so that tests can predict every amount.
 * All arithmetic is on integer centavos; pesos appear only when the reply is written.
 *
 * Per package: billed kg = max(real kg, L×W×H cm / 5000), rounded UP to a whole kg (minimum 1).
 * Zone distance d = |first digit of shipper postal code − first digit of recipient postal code| (0–9).
 * For each service (base / per kg / per zone step, all per package):
 *   list base       = N × base + B × perKg + N × d × perZone       (N packages, B = Σ billed kg)
 *   ACCOUNT         = list base − 15 % discount (rounded half up to the centavo)
 *   fuel surcharge  = 12 % of the net freight (base − discount), rounded half up
 *   extended area   = N × $125.00 when the recipient postal code is in EXTENDED_AREA_POSTAL_CODES
 *   residential     = N × $45.00 when recipient.address.residential is true
 *   FEDEX_ENVELOPE  = billed 1 kg per envelope whatever its size (Express services only; Ground
 *                     takes only YOUR_PACKAGING)
 *   totalNetCharge  = net freight + fuel + extended area
 *   IVA             = 16 % of totalNetCharge (totalNetChargeWithDutiesAndTaxes = net + IVA)
 */

export type WeightUnits = 'KG' | 'LB';
export type DimensionUnits = 'CM' | 'IN';

export interface PackageMeasures {
  weight: { units: WeightUnits; value: number };
  dimensions?: { length: number; width: number; height: number; units: DimensionUnits };
}

export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 5000;
const ACCOUNT_DISCOUNT_PERCENT = 15;
export const FUEL_SURCHARGE_PERCENT = 12;
const IVA_PERCENT = 16;
const EXTENDED_AREA_CENTAVOS_PER_PACKAGE = 12_500;
const RESIDENTIAL_CENTAVOS_PER_PACKAGE = 4_500;

/** Recipient postal codes FedEx serves as extended (out-of-delivery) area in this sandbox. */
const EXTENDED_AREA_POSTAL_CODES: ReadonlySet<string> = new Set([
  '22980', // Bahía de los Ángeles, B.C.
  '23940', // Guerrero Negro, B.C.S.
  '33200', // Creel, Chih.
  '33400', // Batopilas, Chih.
  '77400', // Isla Mujeres, Q. Roo
]);

export interface ServiceDefinition {
  serviceType: string;
  serviceName: string;
  carrierCode: 'FDXE' | 'FDXG';
  baseCentavos: number;
  perKgCentavos: number;
  perZoneCentavos: number;
  /** Business days for a zone distance 0–9. */
  transitDays: (distance: number) => number;
  /** Local time of the commitment on the delivery day. */
  commitTime: string;
}

export const SERVICES: readonly ServiceDefinition[] = [
  {
    serviceType: 'STANDARD_OVERNIGHT',
    serviceName: 'FedEx Standard Overnight',
    carrierCode: 'FDXE',
    baseCentavos: 18_000,
    perKgCentavos: 3_200,
    perZoneCentavos: 2_500,
    transitDays: () => 1,
    commitTime: '18:00:00',
  },
  {
    serviceType: 'FEDEX_EXPRESS_SAVER',
    serviceName: 'FedEx Express Saver',
    carrierCode: 'FDXE',
    baseCentavos: 14_000,
    perKgCentavos: 2_400,
    perZoneCentavos: 1_800,
    transitDays: (d) => (d <= 2 ? 2 : 3),
    commitTime: '18:00:00',
  },
  {
    serviceType: 'FEDEX_GROUND',
    serviceName: 'FedEx Nacional Económico',
    carrierCode: 'FDXG',
    baseCentavos: 9_500,
    perKgCentavos: 1_500,
    perZoneCentavos: 1_000,
    transitDays: (d) => 3 + Math.floor(d / 3),
    commitTime: '23:59:00',
  },
];

const GRAMS_PER_LB = 453.59237;
/** cm³ per in³ is 16.387064 exactly; kept as an integer ratio for BigInt arithmetic. */
const MICRO_CM3_PER_IN3 = 16_387_064n;

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** Real weight in whole kg, rounded up (weights are first read to the gram to drop float noise). */
function realKgRoundedUp(weight: PackageMeasures['weight']): number {
  const grams = Math.round(weight.units === 'LB' ? weight.value * GRAMS_PER_LB : weight.value * 1000);
  return Number(ceilDiv(BigInt(grams), 1000n));
}

/** Volumetric weight in whole kg, rounded up; 0 without dimensions. Dimensions are whole numbers. */
export function volumetricKgRoundedUp(dimensions: PackageMeasures['dimensions']): number {
  if (!dimensions) return 0;
  const volume = BigInt(dimensions.length) * BigInt(dimensions.width) * BigInt(dimensions.height);
  if (dimensions.units === 'IN') {
    return Number(ceilDiv(volume * MICRO_CM3_PER_IN3, BigInt(VOLUMETRIC_DIVISOR_CM3_PER_KG) * 1_000_000n));
  }
  return Number(ceilDiv(volume, BigInt(VOLUMETRIC_DIVISOR_CM3_PER_KG)));
}

/** The kg FedEx bills for one package: the higher of real and volumetric, whole kg, at least 1. */
export function billedKg(pkg: PackageMeasures): number {
  return Math.max(1, realKgRoundedUp(pkg.weight), volumetricKgRoundedUp(pkg.dimensions));
}

/** True when the volumetric weight decided the billed weight ('DIM' in FedEx's ratedWeightMethod). */
export function isDimWeighted(pkg: PackageMeasures): boolean {
  return volumetricKgRoundedUp(pkg.dimensions) > Math.max(1, realKgRoundedUp(pkg.weight));
}

/** |first digit of one postal code − first digit of the other|, 0–9. */
export function zoneDistance(shipperPostalCode: string, recipientPostalCode: string): number {
  return Math.abs(Number(shipperPostalCode[0]) - Number(recipientPostalCode[0]));
}

export function isExtendedArea(recipientPostalCode: string): boolean {
  return EXTENDED_AREA_POSTAL_CODES.has(recipientPostalCode);
}

/** amount × percent / 100, rounded half up; amounts are non-negative integers. */
function percentOf(centavos: number, percent: number): number {
  return Math.floor((centavos * percent + 50) / 100);
}

export interface Charges {
  /** totalBaseCharge: the list base charge of the shipment. */
  baseCentavos: number;
  discountCentavos: number;
  /** base − discount. */
  netFreightCentavos: number;
  fuelCentavos: number;
  extendedAreaCentavos: number;
  residentialCentavos: number;
  surchargesCentavos: number;
  /** totalNetCharge. */
  netCentavos: number;
  ivaCentavos: number;
  /** totalNetChargeWithDutiesAndTaxes. */
  netWithTaxesCentavos: number;
}

export interface ServiceQuote {
  service: ServiceDefinition;
  packageCount: number;
  billedKg: number;
  distance: number;
  extendedArea: boolean;
  transitDays: number;
  list: Charges;
  account: Charges;
}

function charges(
  baseCentavos: number,
  discountCentavos: number,
  extendedAreaCentavos: number,
  residentialCentavos: number,
): Charges {
  const netFreightCentavos = baseCentavos - discountCentavos;
  const fuelCentavos = percentOf(netFreightCentavos, FUEL_SURCHARGE_PERCENT);
  const surchargesCentavos = fuelCentavos + extendedAreaCentavos + residentialCentavos;
  const netCentavos = netFreightCentavos + surchargesCentavos;
  const ivaCentavos = percentOf(netCentavos, IVA_PERCENT);
  return {
    baseCentavos,
    discountCentavos,
    netFreightCentavos,
    fuelCentavos,
    extendedAreaCentavos,
    residentialCentavos,
    surchargesCentavos,
    netCentavos,
    ivaCentavos,
    netWithTaxesCentavos: netCentavos + ivaCentavos,
  };
}

export function priceService(
  service: ServiceDefinition,
  input: {
    packages: readonly PackageMeasures[];
    shipperPostalCode: string;
    recipientPostalCode: string;
    residential?: boolean;
    envelope?: boolean;
  },
): ServiceQuote {
  const packageCount = input.packages.length;
  const totalKg = input.envelope ? packageCount : input.packages.reduce((sum, pkg) => sum + billedKg(pkg), 0);
  const distance = zoneDistance(input.shipperPostalCode, input.recipientPostalCode);
  const extendedArea = isExtendedArea(input.recipientPostalCode);
  const listBase =
    packageCount * service.baseCentavos +
    totalKg * service.perKgCentavos +
    packageCount * distance * service.perZoneCentavos;
  const extendedAreaCentavos = extendedArea ? packageCount * EXTENDED_AREA_CENTAVOS_PER_PACKAGE : 0;
  const residentialCentavos = input.residential ? packageCount * RESIDENTIAL_CENTAVOS_PER_PACKAGE : 0;
  return {
    service,
    packageCount,
    billedKg: totalKg,
    distance,
    extendedArea,
    transitDays: service.transitDays(distance),
    list: charges(listBase, 0, extendedAreaCentavos, residentialCentavos),
    account: charges(
      listBase,
      percentOf(listBase, ACCOUNT_DISCOUNT_PERCENT),
      extendedAreaCentavos,
      residentialCentavos,
    ),
  };
}

/** Centavos → the number FedEx writes (pesos, at most two decimals). */
export function toPesos(centavos: number): number {
  return centavos / 100;
}
