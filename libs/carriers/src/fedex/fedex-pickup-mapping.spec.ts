import type { PickupRequest } from '../carrier-connector';
import { FedexError } from './fedex-error';
import {
  buildCancelPickupBody,
  buildCancelShipmentBody,
  buildPickupBody,
  cancelPickupRefusalOf,
  cancelRefusalOf,
  fedexCarrierCode,
  pickupCancelled,
  pickupFromReply,
  shipmentCancelled,
} from './fedex-pickup-mapping';

const request = (over: Partial<PickupRequest> = {}): PickupRequest => ({
  carrier: 'FEDEX',
  reference: 'pickup-1',
  serviceCode: 'FEDEX_GROUND',
  address: {
    name: 'Ana Origen',
    phone: '55 1234 5678',
    street: 'Avenida Álvaro Obregón',
    number: '120',
    intNumber: '4',
    colony: 'Roma Norte',
    city: 'Ciudad de México',
    stateShort: 'CDMX',
    postalCode: '06700',
  },
  date: '2026-11-20',
  readyTime: '10:00',
  closeTime: '18:30',
  parcels: { count: 3, weightKg: 7.25 },
  trackingNumbers: ['794600000001', '794600000002'],
  signal: AbortSignal.timeout(1000),
  ...over,
});

const fedexError = (status: number, code: string) =>
  new FedexError(code, status, 'x', { errors: [{ code, message: `FedEx: ${code}` }] });

describe('FedEx cancel and Pickup mapping', () => {
  it('picks FedEx Ground couriers for Ground, Express for the rest', () => {
    expect(fedexCarrierCode('FEDEX_GROUND')).toBe('FDXG');
    expect(fedexCarrierCode('STANDARD_OVERNIGHT')).toBe('FDXE');
  });

  it('voids every package of the shipment', () => {
    expect(buildCancelShipmentBody('794600000001', '123456789')).toEqual({
      accountNumber: { value: '123456789' },
      senderCountryCode: 'MX',
      deletionControl: 'DELETE_ALL_PACKAGES',
      trackingNumber: '794600000001',
    });
  });

  it('books the pickup with a local ready time without zone, the close time, count and weight in KG', () => {
    const body = buildPickupBody(request(), '123456789');
    expect(body).toMatchObject({
      associatedAccountNumber: { value: '123456789' },
      originDetail: {
        pickupLocation: {
          contact: { personName: 'Ana Origen', phoneNumber: '5512345678' },
          address: {
            streetLines: ['Avenida Álvaro Obregón 120 Int. 4', 'Roma Norte'],
            city: 'Ciudad de México',
            postalCode: '06700',
            countryCode: 'MX',
          },
        },
        readyDateTimestamp: '2026-11-20T10:00:00',
        customerCloseTime: '18:30:00',
      },
      carrierCode: 'FDXG',
      packageCount: 3,
      totalWeight: { units: 'KG', value: 7.3 },
      trackingNumber: '794600000001',
      remarks: 'Guias: 794600000002',
    });
    // No Mexican state code goes to FedEx (2 characters, US/CA/PR only).
    expect(JSON.stringify(body)).not.toContain('stateOrProvinceCode');
  });

  it('reads the confirmation code and location, and cancels with them and the date', () => {
    expect(pickupFromReply({ output: { pickupConfirmationCode: '3001', location: 'MEXA' } })).toEqual({
      confirmationNumber: '3001',
      location: 'MEXA',
    });
    expect(pickupFromReply({ output: {} })).toBeNull();
    expect(
      buildCancelPickupBody(
        {
          carrier: 'FEDEX',
          confirmationNumber: '3001',
          date: '2026-11-20',
          location: 'MEXA',
          serviceCode: 'STANDARD_OVERNIGHT',
          signal: AbortSignal.timeout(1000),
        },
        '123456789',
      ),
    ).toEqual({
      associatedAccountNumber: { value: '123456789' },
      pickupConfirmationCode: '3001',
      carrierCode: 'FDXE',
      scheduledDate: '2026-11-20',
      location: 'MEXA',
    });
  });

  it('tells confirmations from replies that confirm nothing', () => {
    expect(shipmentCancelled({ output: { cancelledShipment: true } })).toBe(true);
    expect(shipmentCancelled({ output: { cancelledShipment: false } })).toBe(false);
    expect(
      pickupCancelled(
        { output: { pickupConfirmationCode: '3001', cancelConfirmationMessage: 'ok' } },
        '3001',
      ),
    ).toBe(true);
    expect(
      pickupCancelled({ output: { pickupConfirmationCode: '9', cancelConfirmationMessage: 'ok' } }, '3001'),
    ).toBe(false);
  });

  it('turns the refusals into results and leaves every other error an error', () => {
    expect(cancelRefusalOf(fedexError(400, 'CANCEL.SHIPMENT.PICKEDUP'))).toEqual({
      status: 'refused',
      reason: 'already_picked_up',
      message: 'FedEx: CANCEL.SHIPMENT.PICKEDUP',
    });
    expect(cancelRefusalOf(fedexError(400, 'CANCEL.SHIPMENT.INTRANSIT'))).toMatchObject({
      reason: 'already_in_transit',
    });
    expect(cancelRefusalOf(fedexError(400, 'CANCEL.SHIPMENT.DELIVERED'))).toMatchObject({
      reason: 'already_delivered',
    });
    expect(cancelRefusalOf(fedexError(400, 'TRACKINGNUMBER.ENTERED.INVALID'))).toBeNull();
    expect(cancelRefusalOf(fedexError(500, 'CANCEL.SHIPMENT.PICKEDUP'))).toBeNull();
    expect(cancelPickupRefusalOf(fedexError(400, 'PICKUP.NUMBER.EXPIRED'))).toMatchObject({
      status: 'refused',
      reason: 'already_picked_up',
    });
    expect(cancelPickupRefusalOf(fedexError(404, 'NOT.FOUND.ERROR'))).toBeNull();
  });
});
