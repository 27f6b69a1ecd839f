import { foldText } from '@envios/domain';
import type { ShipmentDirection } from '@envios/contracts';

const MIN_PREFIX = 2;
/** Marks the amount terms. */
export const AMOUNT = '$';
const MAX_PREFIX = 12;

/** The words of a text, folded (no accents, lower case), split at anything not a letter or digit. */
function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w.length > 0);
}

/** A word and its anchored prefixes from MIN_PREFIX characters (longer words: up to MAX_PREFIX). */
function prefixes(word: string): string[] {
  const out = [word];
  for (let n = MIN_PREFIX; n < Math.min(word.length, MAX_PREFIX + 1); n++) out.push(word.slice(0, n));
  return out;
}

interface Searchable {
  origin_direction: Pick<
    ShipmentDirection,
    'address' | 'colony' | 'city' | 'state' | 'postal_code' | 'full_name'
  >;
  destination_direction: Pick<
    ShipmentDirection,
    'address' | 'colony' | 'city' | 'state' | 'postal_code' | 'full_name'
  >;
  carrier: string;
  serviceName: string;
  totalCentavos: number;
  numberGuide?: string | null;
}

/**
 * What the search box matches (section 5: origin and destination address parts, service, currency,
 * amount; also the guide number): each folded word with its prefixes, so a search is an equality
 * lookup on an indexed array, never a regex. The amount matches as '150', '150.5' or '150.50'.
 */
export function searchTermsOf(s: Searchable): string[] {
  const texts: string[] = [s.carrier, s.serviceName, 'mxn'];
  for (const d of [s.origin_direction, s.destination_direction]) {
    texts.push(d.address, d.colony, d.city, d.state ?? '', d.postal_code, d.full_name);
  }
  const terms = new Set<string>();
  for (const word of texts.flatMap(searchWords)) for (const p of prefixes(word)) terms.add(p);
  const pesos = Math.floor(s.totalCentavos / 100);
  const cents = String(s.totalCentavos % 100).padStart(2, '0');
  // Amounts are terms of their own ('$' first): a viewer who may not see prices cannot find by them.
  for (const amount of [`${pesos}`, `${pesos}.${cents}`, `${pesos}.${cents.replace(/0$/, '')}`])
    terms.add(`${AMOUNT}${amount}`);
  if (s.numberGuide) for (const term of guideSearchTerms(s.numberGuide)) terms.add(term);
  return [...terms];
}

/** Shortest end of a guide number that finds it ('…7789': people read the last digits). */
const MIN_GUIDE_SUFFIX = 4;

/**
 * A guide number's terms: the whole number, its prefixes and its ends from four characters, so a
 * search finds it whole, by its start or by its last digits.
 */
export function guideSearchTerms(numberGuide: string): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(numberGuide)) {
    for (const p of prefixes(word)) terms.add(p);
    for (let n = MIN_GUIDE_SUFFIX; n < word.length; n++) terms.add(word.slice(word.length - n));
  }
  return [...terms];
}

/** The terms of a stored shipment, from its own fields (a duplicate's, a backfill's). */
export function storedSearchTerms(s: {
  origin_direction: Searchable['origin_direction'];
  destination_direction: Searchable['destination_direction'];
  selected_service: { carrier: string; carrier_service_name: string; total_centavos: number };
  number_guide: string | null;
}): string[] {
  return searchTermsOf({
    origin_direction: s.origin_direction,
    destination_direction: s.destination_direction,
    carrier: s.selected_service.carrier,
    serviceName: s.selected_service.carrier_service_name,
    totalCentavos: s.selected_service.total_centavos,
    numberGuide: s.number_guide,
  });
}

/** Whether a query word can be an amount ('150', '$1,250.50'). */
export const isAmountWord = (w: string) => /^\d+(\.\d{1,2})?$/.test(w);

/** The search's words, longest first (the longest is the indexed lookup; the rest narrow it). */
export function queryWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .flatMap((w) => (/^\$?[\d.,]+$/.test(w) ? [w.replace(/[$,]/g, '').replace(/\.$/, '')] : searchWords(w)))
    .filter((w) => w.length > 0)
    .map((w) => (w.length > MAX_PREFIX && !/^[\d.]+$/.test(w) ? w.slice(0, MAX_PREFIX) : w));
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}
