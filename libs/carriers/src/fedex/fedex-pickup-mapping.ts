import type {
  CancelLabelResult,
  CancelPickupRequest,
  CancelPickupResult,
  LabelCancelRefusal,
  PickupRequest,
} from '../carrier-connector';
import type { FedexError } from './fedex-error';
import { splitLines } from './fedex-ship-mapping';

/**
 * Cancel shipment (Ship API, PUT /ship/v1/shipments/cancel) and Pickup API (POST /pickup/v1/pickups,
 * PUT /pickup/v1/pickups/cancel) ⇄ the port. Pure functions, no I/O.
 */

const LINE_MAX = 35;
const PERSON_MAX = 70;

/** FedEx Ground's guides are collected by FedEx Ground (FDXG); every other service by Express (FDXE). */
export const fedexCarrierCode = (serviceCode: string): 'FDXE' | 'FDXG' =>
  serviceCode === 'FEDEX_GROUND' || serviceCode === 'GROUND_HOME_DELIVERY' ? 'FDXG' : 'FDXE';

export function buildCancelShipmentBody(trackingNumber: string, account: string) {
  return {
    accountNumber: { value: account },
    senderCountryCode: 'MX',
    deletionControl: 'DELETE_ALL_PACKAGES',
    trackingNumber,
  };
}

/**
 * The codes with which our FedEx sandbox refuses to void a package that has moved (FedEx documents
 * none: verify them against FedEx's own sandbox before production and add FedEx's here).
 */
const CANCEL_REFUSALS: Record<string, LabelCancelRefusal> = {
  'CANCEL.SHIPMENT.PICKEDUP': 'already_picked_up',
  'CANCEL.SHIPMENT.INTRANSIT': 'already_in_transit',
  'CANCEL.SHIPMENT.DELIVERED': 'already_delivered',
};

/** The refusal a FedexError of the cancel call stands for, or null when it is a failure. */
export function cancelRefusalOf(error: FedexError): CancelLabelResult | null {
  const reason = error.status >= 400 && error.status < 500 ? CANCEL_REFUSALS[error.code] : undefined;
  return reason ? { status: 'refused', reason, message: error.errors[0]?.message ?? error.message } : null;
}

/** The reply of a cancel call: true when FedEx says the shipment is cancelled. */
export function shipmentCancelled(reply: object): boolean {
  const output = (reply as { output?: { cancelledShipment?: unknown } }).output;
  return output?.cancelledShipment === true;
}

export function buildPickupBody(request: PickupRequest, account: string) {
  const a = request.address;
  const street = [`${a.street} ${a.number}`.trim(), a.intNumber ? `Int. ${a.intNumber}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    associatedAccountNumber: { value: account },
    originDetail: {
      pickupAddressType: 'OTHER',
      pickupLocation: {
        contact: { personName: a.name.slice(0, PERSON_MAX), phoneNumber: a.phone.replace(/\D/g, '') },
        address: {
          streetLines: [...splitLines(street, LINE_MAX, 2), ...splitLines(a.colony, LINE_MAX, 1)].slice(0, 3),
          city: a.city.slice(0, LINE_MAX),
          postalCode: a.postalCode,
          countryCode: 'MX',
        },
      },
      // Local to the pickup's postal code, without a zone designator (FedEx ignores one).
      readyDateTimestamp: `${request.date}T${request.readyTime}:00`,
      customerCloseTime: `${request.closeTime}:00`,
      pickupDateType: 'FUTURE_DAY',
    },
    carrierCode: fedexCarrierCode(request.serviceCode),
    countryRelationships: 'DOMESTIC',
    packageCount: request.parcels.count,
    totalWeight: { units: 'KG', value: Math.round(request.parcels.weightKg * 10) / 10 || 0.1 },
    // FedEx takes one tracking number; the others go to the courier in the remarks (60 characters).
    trackingNumber: request.trackingNumbers[0],
    ...(request.trackingNumbers.length > 1
      ? { remarks: `Guias: ${request.trackingNumbers.slice(1).join(' ')}`.slice(0, 60) }
      : {}),
  };
}

/** The confirmation code and location of a pickup reply, or null when it has none. */
export function pickupFromReply(
  reply: object,
): { confirmationNumber: string; location: string | null } | null {
  const output = (reply as { output?: { pickupConfirmationCode?: unknown; location?: unknown } }).output;
  if (typeof output?.pickupConfirmationCode !== 'string' || !output.pickupConfirmationCode) return null;
  return {
    confirmationNumber: output.pickupConfirmationCode,
    location: typeof output.location === 'string' && output.location ? output.location : null,
  };
}

export function buildCancelPickupBody(request: CancelPickupRequest, account: string) {
  return {
    associatedAccountNumber: { value: account },
    pickupConfirmationCode: request.confirmationNumber,
    carrierCode: fedexCarrierCode(request.serviceCode),
    scheduledDate: request.date,
    ...(request.location ? { location: request.location } : {}),
  };
}

/** FedEx's documented refusal for a pickup that has already happened. */
export function cancelPickupRefusalOf(error: FedexError): CancelPickupResult | null {
  return error.status >= 400 && error.status < 500 && error.code === 'PICKUP.NUMBER.EXPIRED'
    ? { status: 'refused', reason: 'already_picked_up', message: error.errors[0]?.message ?? error.message }
    : null;
}

/** The reply of a pickup cancellation: true when FedEx confirms it. */
export function pickupCancelled(reply: object, confirmationNumber: string): boolean {
  const output = (
    reply as { output?: { pickupConfirmationCode?: unknown; cancelConfirmationMessage?: unknown } }
  ).output;
  return (
    typeof output === 'object' &&
    output !== null &&
    (output.pickupConfirmationCode === undefined || output.pickupConfirmationCode === confirmationNumber) &&
    typeof output.cancelConfirmationMessage === 'string'
  );
}
