import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  QuoteIssued,
  QuotingErrors,
  type QuotePayload,
  type QuoteRequest,
  type QuoteResponse,
  type ShippingOption,
} from '@envios/contracts';
import {
  addBusinessDays,
  billedWeightKg,
  CARRIER_CODES,
  CARRIER_LABELS,
  canSee,
  centavosToPesos,
  quotesAllGuidesAtOnce,
  repeatParcels,
  toMexicoCityDate,
  totalPrice,
  type CarrierCode,
} from '@envios/domain';
import {
  APP_CONFIG,
  AppError,
  EventPublisher,
  quoteContextDigest,
  signQuote,
  type CallerIdentity,
} from '@envios/platform';
import type { QuotingConfig } from '../../config';
import { PostalCatalog } from '../../postal-codes/postal-catalog';
import type { CarrierRate, DroppedService, RateParcel, RatePlace } from '@envios/carriers';
import { ConnectorRegistry } from '../connectors/connector-registry';
import { Customers } from '../customers/customers';
import { LandedCost, type LandedCostContext } from '../landed-cost/landed-cost';
import { customerPrice } from '../pricing';
import { DeadlineExceeded, withDeadline } from './deadline';

const NEVER_ABORTED = new AbortController().signal;

type CarrierOutcome =
  | {
      carrier: CarrierCode;
      source: ShippingOption['source'];
      rates: CarrierRate[];
      dropped: DroppedService[];
    }
  | { carrier: CarrierCode; failed: 'timeout' | 'error' };

/**
 * POST /quoting: every carrier at once, each within its deadline; prices from the connector's cost,
 * the customer's tariff and IVA; every option signed for the shipments service.
 */
@Injectable()
export class QuoteUseCase {
  private readonly logger = new Logger(QuoteUseCase.name);

  constructor(
    private readonly catalog: PostalCatalog,
    private readonly customers: Customers,
    private readonly connectors: ConnectorRegistry,
    private readonly events: EventPublisher,
    private readonly landedCost: LandedCost,
    @Inject(APP_CONFIG) private readonly config: QuotingConfig,
  ) {}

  async execute(caller: CallerIdentity, request: QuoteRequest): Promise<QuoteResponse> {
    const origin = this.place(request.origin_direction.postal_code, 'origen');
    const destination = this.place(request.destination_direction.postal_code, 'destino');
    const guides = request.cantidadGuias;
    const allParcels = repeatParcels(request.parcels, guides);
    // Carriers priced per guide get the heaviest (billed) parcel, so no guide is underpriced.
    const perGuide = [request.parcels.reduce((a, b) => (billedWeightKg(b) > billedWeightKg(a) ? b : a))];
    const now = new Date();
    const shipDate = toMexicoCityDate(now);
    const residential = request.destination_direction.residential ?? false;

    const clientId = await this.customers.clientOf(caller);
    const [tariff, landed, outcomes] = await Promise.all([
      this.customers.percentFor(caller.id),
      // The lane's on-time figures (within their own short deadline) and the customer's reweighs.
      this.landedCost.context(caller, origin, destination),
      Promise.all(
        CARRIER_CODES.map((carrier) =>
          this.quoteCarrier(carrier, clientId, !!caller.test, {
            origin,
            destination,
            packageType: request.package_type,
            parcels: quotesAllGuidesAtOnce(carrier) ? allParcels : perGuide,
            guides,
            shipDate,
            residential,
          }),
        ),
      ),
    ]);

    // Every option's token vouches for the same parcels and postal codes: digested once per quote.
    const ctx = quoteContextDigest({
      package_type: request.package_type,
      origin: origin.postalCode,
      destination: destination.postalCode,
      cantidadGuias: guides,
      parcels: request.parcels,
      residential,
    });
    const exp = Math.floor(now.getTime() / 1000) + this.config.QUOTE_TTL_MINUTES * 60;
    const response: QuoteResponse = {
      carriers: {},
      unavailable: [],
      cantidadGuias: guides,
      quotedAt: now.toISOString(),
    };
    const issued: { carrier: string; service: string; totalCentavos: number; transitDays: number }[] = [];
    const priced: { option: ShippingOption; totalCentavos: number }[] = [];
    for (const outcome of outcomes) {
      if ('failed' in outcome) {
        response.unavailable.push({ carrier: outcome.carrier, reason: outcome.failed });
        continue;
      }
      // A service the carrier offered but did not make sellable is named, not silently lost.
      for (const dropped of outcome.dropped) {
        response.unavailable.push({
          carrier: outcome.carrier,
          reason: dropped.reason,
          service: { code: dropped.serviceCode, name: dropped.serviceName },
        });
      }
      if (!outcome.rates.length) {
        if (!outcome.dropped.length)
          response.unavailable.push({ carrier: outcome.carrier, reason: 'no_service' });
        continue;
      }
      const options = outcome.rates
        .map((rate) => {
          const { netCentavos, totalCentavos } = customerPrice(rate.costCentavos, tariff);
          const orderTotal = totalPrice({
            carrierCode: rate.carrier,
            serviceTotalCentavos: totalCentavos,
            guideCount: guides,
          });
          issued.push({
            carrier: rate.carrier,
            service: rate.serviceCode,
            totalCentavos,
            transitDays: rate.transitDays,
          });
          const payload: QuotePayload = {
            v: 3,
            userId: caller.id,
            carrier: rate.carrier,
            service: rate.serviceCode,
            serviceName: rate.serviceName,
            source: outcome.source,
            ctx,
            totalCentavos,
            netCentavos,
            orderTotalCentavos: orderTotal.totalCentavos,
            transitDays: rate.transitDays,
            isRemote: rate.isRemote,
            exp,
            test: !!caller.test,
          };
          const o = this.toOption(caller, rate, outcome.source, payload, shipDate);
          this.addLandedCost(caller, o.option, landed, {
            rate,
            source: outcome.source,
            tariff,
            totalCentavos,
            quoted: {
              parcels: quotesAllGuidesAtOnce(rate.carrier) ? allParcels : perGuide,
              origin,
              destination,
              packageType: request.package_type,
            },
          });
          // The rule compares what each option costs for the whole order (FEDEX prices every guide at once).
          priced.push({ option: o.option, totalCentavos: orderTotal.totalCentavos });
          return o;
        })
        .sort((a, b) => a.sortKey - b.sortKey)
        .map((o) => o.option);
      response.carriers[outcome.carrier] = options;
    }

    if (request.rule)
      response.recommendation = this.landedCost.recommend(request.rule, request.min_on_time ?? 95, priced);

    // Analytics: collected with other quotes' events into one outbox write, not awaited here. A
    // test key's quotes are not demand.
    if (!caller.test)
      this.events.publishSoon(QuoteIssued, caller.id, {
        userId: caller.id,
        origin: { postalCode: origin.postalCode, stateShort: origin.stateShort },
        destination: { postalCode: destination.postalCode, stateShort: destination.stateShort },
        packageType: request.package_type,
        cantidadGuias: guides,
        options: issued,
        unavailable: response.unavailable,
      });
    return response;
  }

  /** The option's on-time record on the lane, predicted billed weight and charge, and surcharge lines. */
  private addLandedCost(
    caller: CallerIdentity,
    option: ShippingOption,
    landed: LandedCostContext,
    o: {
      rate: CarrierRate;
      source: ShippingOption['source'];
      tariff: number;
      totalCentavos: number;
      quoted: Parameters<LandedCost['predicted']>[4];
    },
  ): void {
    option.on_time = landed.onTime(o.rate.carrier);
    option.predicted = this.landedCost.predicted(
      caller.role,
      landed,
      o.rate,
      o.source,
      o.quoted,
      o.totalCentavos,
    );
    option.surcharges = this.landedCost.surcharges(caller.role, o.rate, o.source, o.tariff, o.totalCentavos);
  }

  private place(postalCode: string, group: string): RatePlace {
    const entry = this.catalog.lookup(postalCode);
    if (!entry) throw AppError.of(QuotingErrors.postalCodeUnknown, group);
    return {
      postalCode: entry.postalCode,
      state: entry.state,
      stateShort: entry.stateShort,
      city: entry.city,
      isRemote: entry.isRemote,
    };
  }

  /** A test key's quote (`test`) asks no carrier: every carrier is priced by our rate card. */
  private async quoteCarrier(
    carrier: CarrierCode,
    clientId: string | null,
    test: boolean,
    base: {
      origin: RatePlace;
      destination: RatePlace;
      packageType: QuoteRequest['package_type'];
      parcels: RateParcel[];
      guides: number;
      shipDate: ReturnType<typeof toMexicoCityDate>;
      residential: boolean;
    },
  ): Promise<CarrierOutcome> {
    try {
      const connector = await this.connectors.connectorFor(carrier, clientId, test);
      // In-process rate tables answer at once; timers and abort signals are for remote carriers.
      const { rates, dropped } = connector.remote
        ? await withDeadline(this.config.CARRIER_DEADLINE_MS, (signal) =>
            connector.quote({ ...base, carrier, signal }),
          )
        : await connector.quote({ ...base, carrier, signal: NEVER_ABORTED });
      return { carrier, source: connector.source, rates, dropped };
    } catch (err) {
      const timeout = err instanceof DeadlineExceeded;
      this.logger.warn(`${carrier} left out of a quote: ${timeout ? 'deadline passed' : String(err)}`);
      return { carrier, failed: timeout ? 'timeout' : 'error' };
    }
  }

  private toOption(
    caller: CallerIdentity,
    rate: CarrierRate,
    source: ShippingOption['source'],
    payload: QuotePayload,
    date: string,
  ): { option: ShippingOption; sortKey: number } {
    const code = rate.carrier.toLowerCase();
    const option: ShippingOption = {
      carrier: CARRIER_LABELS[rate.carrier],
      carrier_code: rate.carrier,
      carrier_service_name: rate.serviceName,
      service_code: rate.serviceCode,
      carrier_logo_url: `/carriers/${code}.png`,
      carrier_logo_url_svg: `/carriers/${code}.svg`,
      date,
      total_transit_days: rate.transitDays,
      currency: 'MXN',
      is_remote: rate.isRemote,
      quote_token: signQuote(payload, this.config.QUOTE_SIGNING_KEY),
      source,
    };
    // Section 6: role user sees neither prices nor delivery dates; the server does not send them.
    if (canSee(caller.role, 'quote.priceColumn')) {
      option.net_total_amount = centavosToPesos(payload.netCentavos);
      option.total_amount = centavosToPesos(payload.totalCentavos);
      option.order_total_amount = centavosToPesos(payload.orderTotalCentavos);
    }
    // The ship date is the Mexico City day of `now`: estimateDeliveryDate(now, days), computed once.
    if (canSee(caller.role, 'quote.deliveryDate'))
      option.estimated_delivery = addBusinessDays(date, rate.transitDays);
    return { option, sortKey: payload.totalCentavos };
  }
}
