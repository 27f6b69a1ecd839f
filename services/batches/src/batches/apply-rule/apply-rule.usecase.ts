import { Inject, Injectable } from '@nestjs/common';
import {
  BatchErrors,
  QuotingRoutes,
  type Batch,
  type BatchRule,
  type QuoteContext,
  type QuoteResponse,
} from '@envios/contracts';
import { CARRIER_LABELS, toPackageType } from '@envios/domain';
import { APP_CONFIG, AppError, verifyQuote, type CallerIdentity } from '@envios/platform';
import type { BatchesConfig } from '../../config';
import { BatchClients } from '../batch-clients';
import { BatchProgress } from '../batch-progress';
import { BatchRows } from '../batch-rows';
import { ownedDraft } from '../batch-scope';
import { BatchStore } from '../batch-store';
import type { StoredBatchRow } from '../batch.schema';
import type { RowShipment } from '../validate-rows';
import { chooseByRule, pricedOption, type PricedOption } from './choose-by-rule';

/** Quotes asked at once: each is one request to quoting, which asks every carrier in turn. */
const QUOTES_IN_FLIGHT = 8;

/**
 * POST /batches/{id}/rules: every sound row of a draft is quoted (rows that ship the same parcel
 * between the same postal codes share one quote) and the rule picks its carrier and service, or
 * says why none; the prices come from the quotes' sealed tokens, never from the caller. Rows are
 * checked again first (an address or profile may have changed). Only the batch's owner chooses:
 * the quotes are priced for who will pay them.
 */
@Injectable()
export class ApplyRuleUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: BatchesConfig,
    private readonly store: BatchStore,
    private readonly rows: BatchRows,
    private readonly clients: BatchClients,
    private readonly progress: BatchProgress,
  ) {}

  async execute(caller: CallerIdentity, id: string, rule: BatchRule, now = new Date()): Promise<Batch> {
    const batch = ownedDraft(caller, await this.store.byId(id));
    const checked = await this.rows.shipments(caller, batch.rows);
    const quotes = await this.quoteAll(
      caller,
      checked.flatMap((c) => (c.shipment ? [c.shipment] : [])),
    );
    let expiresAt = Infinity;
    const rows: StoredBatchRow[] = checked.map(({ row, shipment }) => {
      if (!shipment) return row;
      const quote = quotes.get(contextKey(shipment))!;
      const picked = chooseByRule(rule, quote.options, quote.unavailable);
      if ('reason' in picked) return { ...row, no_option: picked.reason };
      const o = picked.option;
      expiresAt = Math.min(expiresAt, o.expiresAt);
      return {
        ...row,
        choice: {
          carrier_code: o.carrier,
          carrier: CARRIER_LABELS[o.carrier],
          service_code: o.service,
          service_name: o.serviceName,
          total_transit_days: o.transitDays,
          total_centavos: o.centavos,
          quote_token: o.token,
        },
      };
    });
    const saved = await this.store.replaceRows(batch._id, rows, {
      rule: rule.rule,
      carrier: rule.carrier ?? null,
      service: rule.service ?? null,
      max_days: rule.max_days ?? null,
      min_on_time: rule.min_on_time ?? null,
      quoted_at: now,
      expires_at: new Date(Number.isFinite(expiresAt) ? expiresAt : now.getTime()),
    });
    if (!saved) throw AppError.of(BatchErrors.notDraft);
    return this.progress.dto(caller, saved);
  }

  /** One quote per distinct parcel and route, a few at a time; each option priced from its token. */
  private async quoteAll(caller: CallerIdentity, shipments: RowShipment[]) {
    const distinct = new Map(shipments.map((s) => [contextKey(s), s]));
    const quotes = new Map<string, { options: PricedOption[]; unavailable: QuoteResponse['unavailable'] }>();
    const queue = [...distinct];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, s] = next;
        quotes.set(key, await this.quote(caller, s));
      }
    };
    await Promise.all(Array.from({ length: QUOTES_IN_FLIGHT }, worker));
    return quotes;
  }

  private async quote(caller: CallerIdentity, s: RowShipment) {
    const response = await this.clients.quoting.call(QuotingRoutes.quote, {
      caller,
      body: {
        cantidadGuias: 1,
        parcels: s.parcels.map((p) => ({
          weight: p.weight,
          depth: p.depth,
          width: p.width,
          height: p.height,
        })),
        origin_direction: {
          country_code: 'MX',
          postal_code: s.origin_direction.postal_code,
          city: s.origin_direction.city,
          suburb: s.origin_direction.colony,
          residential: false,
        },
        destination_direction: {
          country_code: 'MX',
          postal_code: s.destination_direction.postal_code,
          city: s.destination_direction.city,
          suburb: s.destination_direction.colony,
          residential: s.destination_direction.residential,
        },
        package_type: toPackageType(s.shipment_type),
      },
    });
    const context = quoteContextOf(s);
    const options = Object.values(response.carriers)
      .flat()
      .map((o) =>
        pricedOption(
          verifyQuote(o.quote_token, this.config.QUOTE_SIGNING_KEY, context),
          o.quote_token,
          o.on_time?.rate ?? null,
        ),
      );
    return { options, unavailable: response.unavailable };
  }
}

/** What a row's quote token vouches for (as the shipments service will check it). */
const quoteContextOf = (s: RowShipment): QuoteContext => ({
  package_type: toPackageType(s.shipment_type),
  origin: s.origin_direction.postal_code,
  destination: s.destination_direction.postal_code,
  cantidadGuias: 1,
  parcels: s.parcels,
  residential: s.destination_direction.residential,
});

const contextKey = (s: RowShipment) => JSON.stringify(Object.values(quoteContextOf(s)));
