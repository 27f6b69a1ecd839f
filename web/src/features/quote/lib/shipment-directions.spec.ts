import type { QuoteRequest, SavedAddressDto, ShippingOption } from '@envios/contracts';
import { directionErrors, directionFrom, sameShipments, shipmentsToCreate } from './shipment-directions';

const saved = {
  _id: 'a1',
  name: 'Bodega Roma',
  email: 'bodega@ejemplo.mx',
  phone: '5512345678',
  street: 'Colima',
  number: '120',
  intNumber: null,
  reference_of_origin: 'Portón negro',
  colony: 'Roma Norte',
  postal_code: '06700',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
} as SavedAddressDto;

describe('step 3 directions', () => {
  it('fills a side from the saved address of step 1, or from its postal-code place', () => {
    expect(directionFrom({ mode: 'saved', addressId: 'a1', place: null }, [saved], '06700')).toMatchObject({
      full_name: 'Bodega Roma',
      address: 'Colima',
      number: '120',
      intNumber: '',
      reference_of_origin: 'Portón negro',
    });
    const place = {
      postal_code: '64000',
      place_name: 'Monterrey Centro',
      city: 'Monterrey',
      state: 'Nuevo León',
      state_short: 'NL',
    };
    expect(directionFrom({ mode: 'postal', addressId: null, place }, [saved], '64000')).toMatchObject({
      full_name: '',
      colony: 'Monterrey Centro',
      city: 'Monterrey',
      postal_code: '64000',
    });
  });

  it("answers with the API's own message for a missing field", () => {
    const empty = directionFrom({ mode: 'postal', addressId: null, place: null }, [], '64000');
    expect(directionErrors('destino', empty).full_name).toBe('Debes completar todos los campos de destino.');
    expect(
      directionErrors('origen', directionFrom({ mode: 'saved', addressId: 'a1', place: null }, [saved], '')),
    ).toEqual({});
  });

  it('makes one shipment per quoted guide, all with the same token and the quoted parcels', () => {
    const request = {
      cantidadGuias: 3,
      parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
      origin_direction: { country_code: 'MX', postal_code: '06700' },
      destination_direction: { country_code: 'MX', postal_code: '64000', residential: true },
      package_type: 'package',
    } as QuoteRequest;
    const option = {
      quote_token: 'q3.token',
      carrier_code: 'ESTAFETA',
      service_code: 'TERRESTRE',
    } as ShippingOption;
    const origin = directionFrom({ mode: 'saved', addressId: 'a1', place: null }, [saved], '06700');
    const list = shipmentsToCreate({
      option,
      request,
      origin,
      destination: origin,
      description: 'Ropa',
      declaredValue: 500,
    });
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      selected_service: { quote_token: 'q3.token' },
      shipment_type: 'box',
      parcels: request.parcels,
      package_insurance: true,
      insurance_information: { package_value: 500 },
      destination_direction: { residential: true },
    });
  });

  it('reuses the shipments of unchanged addresses, not of changed ones', () => {
    const request = {
      cantidadGuias: 2,
      parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
      origin_direction: { country_code: 'MX', postal_code: '06700' },
      destination_direction: { country_code: 'MX', postal_code: '06700' },
      package_type: 'package',
    } as QuoteRequest;
    const option = { quote_token: 'q.token', carrier_code: 'ESTAFETA', service_code: 'T' } as ShippingOption;
    const origin = directionFrom({ mode: 'saved', addressId: 'a1', place: null }, [saved], '06700');
    const make = (destination: typeof origin, description = 'Ropa') =>
      shipmentsToCreate({ option, request, origin, destination, description, declaredValue: null });
    // The same values typed again in another order are the same shipments.
    const { full_name, ...rest } = origin;
    expect(sameShipments(make(origin), make({ ...rest, full_name }))).toBe(true);
    expect(sameShipments(make(origin), make({ ...origin, full_name: 'Otra persona' }))).toBe(false);
    expect(sameShipments(make(origin), make(origin, 'Libros'))).toBe(false);
    expect(sameShipments(make(origin), make(origin).slice(1))).toBe(false);
  });
});
