import { serviceCost, zoneBetween, type RateCard, type RateParcel } from '@envios/carriers';
import { billedWeightKg, roundKg, type PackageType } from '@envios/domain';
import type { ReweighedParcel } from './reweigh.schema';

/** How far a reweighed parcel's declared weight and each of its sides may be from the quoted parcel's. */
const SIMILAR_TOLERANCE = 0.1;

const near = (a: number, b: number) => Math.abs(a - b) <= SIMILAR_TOLERANCE * b;
const sides = (p: { height: number; width: number; depth: number }) =>
  [p.height, p.width, p.depth].sort((a, b) => a - b);

/** A reweighed parcel declared like `parcel`: weight and each side (whichever way round) within ±10 %. */
function isSimilar(reweighed: ReweighedParcel, parcel: RateParcel): boolean {
  if (!near(reweighed.weight, parcel.weight)) return false;
  const [a, b] = [sides(reweighed), sides(parcel)];
  return a.every((side, i) => near(side, b[i]));
}

/** One quoted parcel's predicted billed weight, and the similar reweighs it comes from. */
export interface ParcelPrediction {
  declaredKg: number;
  predictedKg: number;
  similar: number;
}

/**
 * What the carrier will probably bill for a parcel: its billed weight as declared (the higher of
 * real and volumetric, the carriers' rule) times the mean of measured ÷ declared billed weight over
 * this customer's similar shipped parcels (1 for those never reweighed), never less than declared;
 * declared when there is none.
 */
export function predictParcel(parcel: RateParcel, history: readonly ReweighedParcel[]): ParcelPrediction {
  const declaredKg = billedWeightKg(parcel);
  const similar = history.filter((h) => h.declaredKg > 0 && isSimilar(h, parcel));
  if (!similar.length) return { declaredKg, predictedKg: declaredKg, similar: 0 };
  const ratio = similar.reduce((sum, h) => sum + h.measuredKg / h.declaredKg, 0) / similar.length;
  return {
    declaredKg,
    predictedKg: Math.max(declaredKg, roundKg(declaredKg * ratio)),
    similar: similar.length,
  };
}

/** a × b / c to the centavo, half up (as the shipments service prices a registered overweight). */
const scaled = (a: number, b: number, c: number) => Math.round((a * b) / c);

/**
 * The overweight charge the predicted weights would make on an option that costs `totalCentavos`,
 * as the shipments service prices a registered one (services/shipments overweight-charge.ts): with
 * the carrier's rate card, its price at the predicted billed weights against its price as declared
 * (same zone and extended-zone fee), that increase as a share of what the customer pays; without one
 * (a live API's price), each predicted kg over at what the customer pays per declared billed kg.
 */
export function predictedOverweightCentavos(
  option: {
    totalCentavos: number;
    card: RateCard | undefined;
    serviceCode: string;
    origin: string;
    destination: string;
    packageType: PackageType;
    isRemote: boolean;
  },
  parcels: readonly RateParcel[],
  predictions: readonly ParcelPrediction[],
): number {
  const declaredKg = predictions.reduce((sum, p) => sum + p.declaredKg, 0);
  const predictedKg = predictions.reduce((sum, p) => sum + p.predictedKg, 0);
  if (predictedKg <= declaredKg || declaredKg <= 0) return 0;
  const line = option.card?.services.find((s) => s.code === option.serviceCode);
  if (option.card && line) {
    const zone = zoneBetween(option.origin, option.destination);
    // An envelope found heavier is priced as a package (as the shipments service does).
    const type: PackageType = option.packageType === 'tarima' ? 'tarima' : 'package';
    const cost = (ps: readonly RateParcel[]) =>
      serviceCost(option.card!, line, zone, ps, type, option.isRemote);
    const declaredCost = cost(parcels);
    if (declaredCost > 0) {
      // The parcel at its predicted billed weight (never under its volumetric one).
      const heavier = parcels.map((p, i) => ({ ...p, weight: predictions[i].predictedKg }));
      return scaled(option.totalCentavos, Math.max(0, cost(heavier) - declaredCost), declaredCost);
    }
  }
  const grams = (n: number) => Math.round(n * 1000);
  const perKg = scaled(option.totalCentavos, 1000, grams(declaredKg));
  return scaled(perKg, grams(predictedKg - declaredKg), 1000);
}
