import type { SavedAddressDto } from '@envios/contracts';
import { matchesAddress } from './address-search';

const roma: SavedAddressDto = {
  _id: '65f0c0ffee0000000000000a',
  name: 'Ana López',
  email: 'ana@ejemplo.mx',
  phone: '5512345678',
  address: 'Álvaro Obregón, 120, 3B',
  street: 'Álvaro Obregón',
  number: '120',
  intNumber: '3B',
  reference_of_origin: 'Frente al parque',
  colony: 'Roma Norte',
  postal_code: '06700',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  state_short: 'CDMX',
  country_code: 'MX',
  user: '65f0c0ffee0000000000000b',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('matchesAddress', () => {
  it('matches every address when the search is blank', () => {
    expect(matchesAddress(roma, '   ')).toBe(true);
  });

  it('finds by name, street, colony, postal code, phone and reference, ignoring accents and case', () => {
    for (const term of ['ana lopez', 'alvaro obregon', 'ROMA', '067', '5512', 'parque']) {
      expect([term, matchesAddress(roma, term)]).toEqual([term, true]);
    }
  });

  it('does not match text in no column', () => {
    expect(matchesAddress(roma, 'Monterrey')).toBe(false);
  });
});
