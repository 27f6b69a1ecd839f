import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { canSee } from '@envios/domain';
import { AMOUNT, isAmountWord, queryWords } from '../search-terms';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

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
    private readonly scope: ShipmentScope,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, userId: string, text: string | undefined) {
    const scope = await this.scope.listOf(caller, userId);
    const words = queryWords(text ?? '');
    if (!words.length) {
      const newest = await this.shipments.newestOf(scope, SEARCH_LIMIT);
      return { docs: newest.map((s) => toShipmentDto(s, caller.role)) };
    }
    // A number may be a postal code or street number, or (for who may see prices) an amount.
    const amounts = canSee(caller.role, 'shipments.totalColumn');
    const variants = (w: string) => (amounts && isAmountWord(w) ? [w, `${AMOUNT}${w}`] : [w]);
    const docs = await this.shipments.matchingOf(scope, words.map(variants), SEARCH_LIMIT);
    return { docs: docs.map((s) => toShipmentDto(s, caller.role)) };
  }
}
