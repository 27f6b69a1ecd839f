import type { SavedAddressDto } from '@envios/contracts';
import {
  emptyQuoteForm,
  incompleteGroupMessage,
  parcelIncompleteMessage,
  validateQuoteForm,
  type QuoteFormValues,
} from './quote-form';

const saved: SavedAddressDto = {
  _id: '65f0c0ffee0000000000000a',
  name: 'Bodega Roma',
  email: 'bodega@ejemplo.mx',
  phone: '5512345678',
  address: 'Colima, 120',
  street: 'Colima',
  number: '120',
  intNumber: null,
  reference_of_origin: null,
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

const monterrey = {
  postal_code: '64000',
  place_name: 'Monterrey Centro',
  city: 'Monterrey',
  state: 'Nuevo León',
  state_short: 'NL',
};

const filled = (): QuoteFormValues => ({
  ...emptyQuoteForm(),
  origin: { mode: 'saved', addressId: saved._id, place: null },
  destination: { mode: 'postal', addressId: null, place: monterrey },
  guides: 2,
  length: 30,
  width: 20,
  height: 15,
  weight: 2,
  description: 'Ropa',
});

describe('validateQuoteForm', () => {
  it('builds the quote request from a saved origin and a searched destination', () => {
    const result = validateQuoteForm(filled(), [saved]);
    expect(result.errors).toEqual({});
    expect(result.request).toEqual({
      cantidadGuias: 2,
      parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
      origin_direction: {
        country_code: 'MX',
        postal_code: '06700',
        city: 'Ciudad de México',
        suburb: 'Roma Norte',
      },
      destination_direction: {
        country_code: 'MX',
        postal_code: '64000',
        city: 'Monterrey',
        suburb: 'Monterrey Centro',
      },
      package_type: 'package',
    });
  });

  it('asks to complete origin, destination and the parcel when they are empty', () => {
    const result = validateQuoteForm({ ...emptyQuoteForm(), description: 'Ropa' }, [saved]);
    expect(result.valid).toBe(false);
    expect(result.errors).toMatchObject({
      origin: 'Debes completar todos los campos de origen.',
      destination: 'Debes completar todos los campos de destino.',
      weight: 'Debes completar todos los campos de paquete.',
    });
    expect(incompleteGroupMessage(result.errors)).toBe('Debes completar todos los campos de origen.');
  });

  it('applies the limits of the package type, naming the length field for the request depth', () => {
    const result = validateQuoteForm({ ...filled(), packageType: 'document', length: 40, weight: 1 }, [
      saved,
    ]);
    expect(result.errors).toEqual({
      weight: 'El peso debe estar entre 0.1 y 0.5 kg.',
      length: 'El largo debe estar entre 1 y 35 cm.',
      height: 'El alto debe estar entre 1 y 1.5 cm.',
    });
  });

  it('says the limits of the type while origin and destination are still missing', () => {
    const result = validateQuoteForm(
      { ...emptyQuoteForm(), packageType: 'document', length: 40, width: 20, height: 1, weight: 0.3 },
      [],
    );
    expect(result.errors).toMatchObject({
      origin: 'Debes completar todos los campos de origen.',
      length: 'El largo debe estar entre 1 y 35 cm.',
    });
    expect(result.errors.width).toBeUndefined();
  });

  it('accepts 1 to 5 guides only', () => {
    expect(validateQuoteForm({ ...filled(), guides: 6 }, [saved]).errors.guides).toBe(
      'El número de guías debe ser de 1 a 5.',
    );
    expect(validateQuoteForm({ ...filled(), guides: 5 }, [saved]).valid).toBe(true);
  });

  it('needs the content description and a declared value of at least 1 when given', () => {
    const result = validateQuoteForm({ ...filled(), description: '  ', declaredValue: 0.5 }, [saved]);
    expect(result.errors).toEqual({
      description: 'Indica qué estás enviando.',
      declaredValue: 'El valor declarado debe ser de al menos $1.00 MXN.',
    });
    expect(validateQuoteForm({ ...filled(), declaredValue: 1 }, [saved]).valid).toBe(true);
  });

  it('treats a saved address that is no longer in the list as missing', () => {
    expect(validateQuoteForm(filled(), []).errors.origin).toBe('Debes completar todos los campos de origen.');
  });
});

describe('parcelIncompleteMessage', () => {
  const check = (values: QuoteFormValues) =>
    parcelIncompleteMessage(values, validateQuoteForm(values, [saved]).errors);

  it('says the group message once and names every empty measure', () => {
    expect(check({ ...filled(), weight: '', length: '', width: '', height: '' })).toEqual({
      message: 'Debes completar todos los campos de paquete. Falta: peso, largo, ancho, alto.',
      missing: ['weight', 'length', 'width', 'height'],
    });
  });

  it('names only the measures still empty', () => {
    expect(check({ ...filled(), weight: '', height: '' })?.message).toBe(
      'Debes completar todos los campos de paquete. Falta: peso, alto.',
    );
  });

  it('is null when every measure is filled, even with one out of limits', () => {
    expect(check(filled())).toBeNull();
    expect(check({ ...filled(), length: 400 })).toBeNull();
  });
});

describe('guide count', () => {
  it('rounds a fraction up as the server does (2.3 → 3)', () => {
    expect(validateQuoteForm({ ...filled(), guides: 2.3 }, [saved]).request?.cantidadGuias).toBe(3);
    expect(validateQuoteForm({ ...filled(), guides: '4.01' }, [saved]).request?.cantidadGuias).toBe(5);
  });

  it('refuses more than five guides, also once rounded up', () => {
    const result = validateQuoteForm({ ...filled(), guides: 5.2 }, [saved]);
    expect(result.valid).toBe(false);
    expect(result.errors.guides).toBe('El número de guías debe ser de 1 a 5.');
  });
});
