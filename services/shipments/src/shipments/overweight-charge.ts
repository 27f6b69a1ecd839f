import { serviceCost, zoneBetween, type RateCard, type Zone } from '@envios/carriers';
import { ShipmentsErrors, type OVERWEIGHT_PRICING_METHODS, type ShipmentParcel } from '@envios/contracts';
import {
  formatMXN,
  roundKg,
  stateOfPostalCode,
  toPackageType,
  totalBilledWeightKg,
  type CarrierCode,
  type ShipmentType,
} from '@envios/domain';
import { AppError } from '@envios/platform';
import type { SelectedService } from './shipment.schema';

export type OverweightPricingMethod = (typeof OVERWEIGHT_PRICING_METHODS)[number];

/** What a shipment's overweight is priced from: what was declared and bought, and what it cost. */
export interface ChargedShipment {
  parcels: readonly ShipmentParcel[];
  shipment_type: ShipmentType;
  origin_direction: { postal_code: string; state_short?: string | null };
  destination_direction: { postal_code: string; state_short?: string | null };
  selected_service: Pick<
    SelectedService,
    'carrier' | 'carrier_code' | 'carrier_service_name' | 'service_code' | 'total_centavos' | 'is_remote'
  >;
}

/** The computation as the shipment keeps it, so its overweight record explains the charge later. */
export interface StoredOverweightCharge {
  method: OverweightPricingMethod;
  computed_centavos: number;
  explanation: string;
}

const kg = (n: number) => `${roundKg(n).toLocaleString('es-MX', { maximumFractionDigits: 3 })} kg`;
const percent = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 2 })} %`;

/** a × b / c to the centavo, half up (every term a non-negative safe integer). */
const scaled = (a: number, b: number, c: number) => Math.round((a * b) / c);

function stateOf(direction: ChargedShipment['origin_direction']): string | null {
  return stateOfPostalCode(direction.postal_code)?.abbreviation ?? direction.state_short ?? null;
}

function zoneOf(s: ChargedShipment): { zone: Zone; route: string } | null {
  const from = stateOf(s.origin_direction);
  const to = stateOf(s.destination_direction);
  if (!from || !to) return null;
  try {
    return { zone: zoneBetween(from, to), route: `${from} → ${to}` };
  } catch {
    return null;
  }
}

/**
 * A shipment's overweight charge (an immutable value): the carrier's measures against what was
 * declared, priced so the customer's tariff is kept.
 *
 * - With a rate card for the service: the card's price of the service at the measured billed weight
 *   against its price at the declared one (same zone, same extended-zone fee), and that increase, as
 *   a share, applied to what the customer paid for the shipment. A measure still inside the declared
 *   weight's price bracket costs nothing more. An envelope found heavier is priced by weight.
 * - Without one (a service the card does not list, or a route whose zone is unknown): each kg of
 *   overweight at what the customer paid per declared billed kg.
 *
 * Billed weight is each parcel's higher of real and volumetric weight, summed.
 */
export class OverweightCharge {
  private constructor(
    readonly declaredKg: number,
    readonly measuredKg: number,
    readonly overweightKg: number,
    readonly costCentavos: number,
    readonly method: OverweightPricingMethod,
    readonly explanation: string,
  ) {}

  /** Throws OVERWEIGHT.MEASURES_INVALID for measures of another parcel count, or that bill no more. */
  static of(
    shipment: ChargedShipment,
    measured: readonly ShipmentParcel[],
    cards: ReadonlyMap<CarrierCode, RateCard>,
  ): OverweightCharge {
    if (measured.length !== shipment.parcels.length)
      throw AppError.of(ShipmentsErrors.overweightParcelCount, shipment.parcels.length);
    const declaredKg = totalBilledWeightKg(shipment.parcels);
    const measuredKg = totalBilledWeightKg(measured);
    const overweightKg = roundKg(measuredKg - declaredKg);
    if (overweightKg <= 0)
      throw AppError.of(ShipmentsErrors.overweightNotOver, String(measuredKg), String(declaredKg));
    const basis =
      `Peso facturable (el mayor entre el peso real y el volumétrico, largo × ancho × alto / 5000, de ` +
      `cada paquete): ${kg(declaredKg)} declarados y ${kg(measuredKg)} medidos por la paquetería, ` +
      `${kg(overweightKg)} de sobrepeso. `;
    const priced =
      byRateCard(shipment, measured, cards, declaredKg, measuredKg) ??
      perKg(shipment, declaredKg, overweightKg);
    return new OverweightCharge(
      declaredKg,
      measuredKg,
      overweightKg,
      priced.costCentavos,
      priced.method,
      basis + priced.words,
    );
  }

  toStored(): StoredOverweightCharge {
    return { method: this.method, computed_centavos: this.costCentavos, explanation: this.explanation };
  }

  /** The computation in words, and the cost staff confirmed when it is not the computed one. */
  static explain(stored: StoredOverweightCharge, confirmedCentavos: number): string {
    if (confirmedCentavos === stored.computed_centavos) return stored.explanation;
    return (
      `${stored.explanation} Cargo confirmado por el personal: ${formatMXN(confirmedCentavos)} ` +
      `(el cálculo daba ${formatMXN(stored.computed_centavos)}).`
    );
  }
}

interface Priced {
  costCentavos: number;
  method: OverweightPricingMethod;
  words: string;
}

function byRateCard(
  s: ChargedShipment,
  measured: readonly ShipmentParcel[],
  cards: ReadonlyMap<CarrierCode, RateCard>,
  declaredKg: number,
  measuredKg: number,
): Priced | null {
  const service = s.selected_service;
  const card = cards.get(service.carrier_code);
  const line = card?.services.find((x) => x.code === service.service_code);
  const place = zoneOf(s);
  if (!card || !line || !place) return null;
  const type = toPackageType(s.shipment_type) === 'tarima' ? 'tarima' : 'package';
  const cost = (parcels: readonly ShipmentParcel[]) =>
    serviceCost(card, line, place.zone, parcels, type, service.is_remote);
  const declaredCost = cost(s.parcels);
  if (declaredCost <= 0) return null;
  const increase = Math.max(0, cost(measured) - declaredCost);
  const tariff = `Con la tarifa de ${service.carrier} para ${service.carrier_service_name} (zona ${place.zone}, ${place.route}), `;
  if (!increase)
    return {
      costCentavos: 0,
      method: 'ratecard',
      words: `${tariff}${kg(measuredKg)} cuestan lo mismo que ${kg(declaredKg)}: no hay cargo.`,
    };
  const costCentavos = scaled(service.total_centavos, increase, declaredCost);
  const share = percent((increase / declaredCost) * 100);
  return {
    costCentavos,
    method: 'ratecard',
    words:
      `${tariff}enviar ${kg(measuredKg)} cuesta ${share} más que ${kg(declaredKg)}. Ese ${share} de lo ` +
      `que se pagó por el envío (${formatMXN(service.total_centavos)}) da el cargo: ${formatMXN(costCentavos)}.`,
  };
}

function perKg(s: ChargedShipment, declaredKg: number, overweightKg: number): Priced {
  const service = s.selected_service;
  const grams = (n: number) => Math.round(n * 1000);
  const perKgCentavos = scaled(service.total_centavos, 1000, grams(declaredKg));
  const costCentavos = scaled(perKgCentavos, grams(overweightKg), 1000);
  return {
    costCentavos,
    method: 'per_kg',
    words:
      `${service.carrier_service_name} de ${service.carrier} no tiene tarifa registrada para esta ruta, así ` +
      `que cada kg de sobrepeso se cobra a lo que se pagó por kg declarado: ` +
      `${formatMXN(service.total_centavos)} ÷ ${kg(declaredKg)} = ${formatMXN(perKgCentavos)} por kg; ` +
      `${kg(overweightKg)} × ${formatMXN(perKgCentavos)} = ${formatMXN(costCentavos)}.`,
  };
}
