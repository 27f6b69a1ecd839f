import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type { CallerIdentity } from '@envios/platform';
import { canSee } from '@envios/domain';
import { AMOUNT, isAmountWord, queryWords } from '../search-terms';
import { ShipmentPages } from '../shipment-pages';
import { ShipmentScope } from '../shipment-scope';
import { toShipmentDto } from '../shipment.mapper';
import { Shipment, type StoredShipment } from '../shipment.schema';

/** At most this many matches, newest first. */
const SEARCH_LIMIT = 50;

/**
 * /query?filter= and /filter?q=: the search box (section 5), case- and accent-insensitive, anchored
 * at the start of words. The longest word is an equality on the indexed `search_terms` within the
 * caller's scope; the other words narrow what that finds. An empty search is the newest page.
 */
@Injectable()
export class SearchShipmentsUseCase {
  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly scope: ShipmentScope,
    private readonly pages: ShipmentPages,
  ) {}

  async execute(caller: CallerIdentity, userId: string, text: string | undefined) {
    const scope = await this.scope.listOf(caller, userId);
    const words = queryWords(text ?? '');
    if (!words.length) {
      const newest = await this.pages.newest(scope, SEARCH_LIMIT);
      return { docs: newest.map((s) => toShipmentDto(s, caller.role)) };
    }
    // A number may be a postal code or street number, or (for who may see prices) an amount.
    const amounts = canSee(caller.role, 'shipments.totalColumn');
    const variants = (w: string) => (amounts && isAmountWord(w) ? [w, `${AMOUNT}${w}`] : [w]);
    const [lookup, ...narrow] = words;
    const narrowing = narrow.map((w) => ({ $or: variants(w).map((v) => ({ search_terms: v })) }));
    const found = (
      await Promise.all(
        variants(lookup).map((term) => {
          const filter: FilterQuery<Shipment> = { search_terms: term, [scope.field]: scope.id };
          if (narrowing.length) filter.$and = narrowing;
          return this.shipments.find(filter).lean<StoredShipment[]>();
        }),
      )
    ).flat();
    const unique = [...new Map(found.map((s) => [String(s._id), s])).values()];
    const docs = unique
      .sort(
        (a, b) => b.created_at.getTime() - a.created_at.getTime() || (String(b._id) > String(a._id) ? 1 : -1),
      )
      .slice(0, SEARCH_LIMIT);
    return { docs: docs.map((s) => toShipmentDto(s, caller.role)) };
  }
}
