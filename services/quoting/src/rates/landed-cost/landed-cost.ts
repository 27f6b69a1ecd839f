import { Injectable, Logger } from '@nestjs/common';
import { loadRateCards, type CarrierRate, type RateParcel, type RatePlace } from '@envios/carriers';
import type {
  OnTime,
  Predicted,
  QuoteRequest,
  Recommendation,
  ShippingOption,
  Surcharge,
} from '@envios/contracts';
import { canSee, centavosToPesos, roundKg, type CarrierCode, type Role } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { customerPrice } from '../pricing';
import { LaneOnTimeFigures } from './lane-on-time';
import { predictedOverweightCentavos, predictParcel, type ParcelPrediction } from './predicted-weight';
import { Reweighs } from './reweighs';

/** What a quote knows beyond the prices: the lane's on-time figures and the customer's reweighs. */
export interface LandedCostContext {
  onTime: (carrier: CarrierCode) => OnTime;
  predict: (parcels: readonly RateParcel[]) => ParcelPrediction[];
}

/**
 * The landed-cost parts of each option (issue 30): its carrier's on-time record on the lane (reports'
 * read model), the weight the customer's parcels will probably be billed and what that would cost
 * (its reweighs of similar parcels), and the extended-zone fee of the total on its own line.
 */
@Injectable()
export class LandedCost {
  private readonly logger = new Logger(LandedCost.name);
  private readonly cards = loadRateCards();

  constructor(
    private readonly onTime: LaneOnTimeFigures,
    private readonly reweighs: Reweighs,
  ) {}

  /** Read alongside the carriers' prices: the lane's figures (within their deadline) and the history. */
  async context(
    caller: CallerIdentity,
    origin: RatePlace,
    destination: RatePlace,
  ): Promise<LandedCostContext> {
    const [onTime, history] = await Promise.all([
      this.onTime.of(origin.stateShort, destination.stateShort, destination.postalCode),
      // A history that cannot be read predicts from what is declared; the quote itself goes on.
      this.reweighs.parcelsOf(caller.id).catch((err: unknown) => {
        this.logger.warn(`reweighs of ${caller.id} not read: ${String(err)}`);
        return [];
      }),
    ]);
    const memo = new Map<readonly RateParcel[], ParcelPrediction[]>();
    return {
      onTime,
      predict: (parcels) => {
        let p = memo.get(parcels);
        if (!p) memo.set(parcels, (p = parcels.map((parcel) => predictParcel(parcel, history))));
        return p;
      },
    };
  }

  /**
   * An option's predicted billed weight (kg of the parcels its total prices) and overweight charge
   * (pesos, for roles that see amounts).
   */
  predicted(
    role: Role,
    ctx: LandedCostContext,
    rate: CarrierRate,
    source: ShippingOption['source'],
    quoted: {
      parcels: readonly RateParcel[];
      origin: RatePlace;
      destination: RatePlace;
      packageType: QuoteRequest['package_type'];
    },
    totalCentavos: number,
  ): Predicted {
    const predictions = ctx.predict(quoted.parcels);
    const similar = predictions.reduce((sum, p) => sum + p.similar, 0);
    const predicted: Predicted = {
      billed_weight: roundKg(predictions.reduce((sum, p) => sum + p.predictedKg, 0)),
      basis: similar ? 'historial' : 'declarado',
      similar,
    };
    if (canSee(role, 'quote.priceColumn'))
      predicted.overweight_amount = centavosToPesos(
        predictedOverweightCentavos(
          {
            totalCentavos,
            card: source === 'ratecard' ? this.cards.get(rate.carrier) : undefined,
            serviceCode: rate.serviceCode,
            origin: quoted.origin.stateShort,
            destination: quoted.destination.stateShort,
            packageType: quoted.packageType,
            isRemote: rate.isRemote,
          },
          quoted.parcels,
          predictions,
        ),
      );
    return predicted;
  }

  /**
   * The rate card's extended-zone fee as its own line, when the card applied it (a remote settlement
   * at either end): what it adds to the option's total, tariff and IVA included, so the line is part
   * of total_amount, not added to it. A live API's price gives no breakdown: no line.
   */
  surcharges(
    role: Role,
    rate: CarrierRate,
    source: ShippingOption['source'],
    tariff: number,
    totalCentavos: number,
  ): Surcharge[] {
    const fee =
      source === 'ratecard' && rate.isRemote ? (this.cards.get(rate.carrier)?.remoteSurcharge ?? 0) : 0;
    if (!fee || fee > rate.costCentavos) return [];
    const line: Surcharge = { type: 'zona_extendida' };
    if (canSee(role, 'quote.priceColumn'))
      line.amount = centavosToPesos(
        totalCentavos - customerPrice(rate.costCentavos - fee, tariff).totalCentavos,
      );
    return [line];
  }

  /**
   * The rule "cheapest with at least `min` % on time": marks the cheapest option (by what the whole
   * order costs) whose carrier's on-time rate on the lane reaches it, or says why none does.
   */
  recommend(
    rule: NonNullable<QuoteRequest['rule']>,
    min: number,
    options: readonly { option: ShippingOption; totalCentavos: number }[],
  ): Recommendation {
    const qualifying = options.filter(
      (o) => o.option.on_time && o.option.on_time.rate !== null && o.option.on_time.rate >= min,
    );
    const best = qualifying.reduce<(typeof options)[number] | null>(
      (a, b) => (!a || b.totalCentavos < a.totalCentavos ? b : a),
      null,
    );
    if (!best)
      return {
        rule,
        min_on_time: min,
        carrier_code: null,
        service_code: null,
        reason: options.some((o) => o.option.on_time?.rate !== null)
          ? `Ninguna opción llega a tiempo al menos el ${min} % de las veces en esta ruta.`
          : 'Sin datos suficientes de entregas a tiempo en esta ruta.',
      };
    best.option.recommended = true;
    return {
      rule,
      min_on_time: min,
      carrier_code: best.option.carrier_code,
      service_code: best.option.service_code,
      reason: null,
    };
  }
}
