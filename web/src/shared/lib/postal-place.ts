import type { PostalCodeResult } from '@envios/contracts';

/** A settlement of a postal code as one select option: a code has several colonies. */
export const postalPlaceKey = (place: Pick<PostalCodeResult, 'postal_code' | 'place_name'>) =>
  `${place.postal_code}|${place.place_name}`;

/** '06700 · Roma Norte · Ciudad de México, CDMX': code, colony, city and state. */
export const postalPlaceLabel = (place: PostalPlace) =>
  `${place.postal_code} · ${place.place_name} · ${[place.city, place.state_short].filter(Boolean).join(', ')}`;

/** What an address form knows of its settlement: enough to show it and to fill colony and city. */
export type PostalPlace = Pick<
  PostalCodeResult,
  'postal_code' | 'place_name' | 'city' | 'state' | 'state_short'
>;
