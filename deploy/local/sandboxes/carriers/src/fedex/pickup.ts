import { randomInt, randomUUID } from 'node:crypto';
import type { Reply } from '../http';
import type { CarrierNetwork } from '../network/network';
import type { PickupBook } from '../network/pickups';
import { pickupDone } from '../network/routes';
import { todayIn, type FedexErrorItem } from './rate-validation';

/**
 * FedEx Pickup (Pickup Request API, `pickup-request/v1` of FedEx's OpenAPI):
 *   POST /pickup/v1/pickups {associatedAccountNumber {value}, originDetail {pickupLocation {contact,
 *     address}, readyDateTimestamp 'YYYY-MM-DDTHH:MM:SS' (local, no TZD), customerCloseTime
 *     'HH:MM:SS', pickupDateType?}, carrierCode FDXE|FDXG, packageCount?, totalWeight?,
 *     trackingNumber?, remarks?} → 200 {transactionId, customerTransactionId, output
 *     {pickupConfirmationCode, message, location, alerts}}. Documented refusals: a day in the past
 *     400 PICKUP.REQUESTED.PREVIOUS.DAY, no postal code 400 PICKUP.POSTALCODE.MISSING.
 *   PUT /pickup/v1/pickups/cancel {associatedAccountNumber {value}, pickupConfirmationCode,
 *     scheduledDate, carrierCode?, location?} → 200 {…, output {pickupConfirmationCode,
 *     cancelConfirmationMessage, alerts}} (again for a cancelled pickup); a pickup whose courier has
 *     come (its trackingNumber shows PU) or whose day has passed: 400 PICKUP.NUMBER.EXPIRED
 *     (documented code); an unknown code or another date: 404 NOT.FOUND.ERROR.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const LOCATION = 'MEXA';

const reply = (status: number, errors: FedexErrorItem[]): Reply => ({
  status,
  body: { transactionId: randomUUID(), errors },
});

export function createPickup(
  body: unknown,
  network: CarrierNetwork,
  pickups: PickupBook,
  now: Date,
  customerTransactionId: string | undefined,
): Reply {
  const errors: FedexErrorItem[] = [];
  const bad = (code: string, message: string) => errors.push({ code, message });
  const b = isObject(body) ? body : {};
  const account = isObject(b.associatedAccountNumber) ? b.associatedAccountNumber.value : undefined;
  if (typeof account !== 'string' || !account)
    bad('ACCOUNT.NUMBER.MISMATCH', 'associatedAccountNumber.value is required.');
  const origin = isObject(b.originDetail) ? b.originDetail : {};
  const location = isObject(origin.pickupLocation) ? origin.pickupLocation : {};
  const contact = isObject(location.contact) ? location.contact : {};
  const address = isObject(location.address) ? location.address : {};
  const name = contact.personName ?? contact.companyName;
  if (typeof name !== 'string' || !name.trim())
    bad('PICKUP.REQUEST.INVALID', 'pickupLocation.contact: personName or companyName is required.');
  if (typeof contact.phoneNumber !== 'string' || contact.phoneNumber.replace(/\D/g, '').length < 8)
    bad('PICKUP.REQUEST.INVALID', 'pickupLocation.contact.phoneNumber: 8 to 13 digits.');
  const lines = address.streetLines;
  if (!Array.isArray(lines) || !lines.length || lines.some((l) => typeof l !== 'string' || !l.trim()))
    bad('PICKUP.REQUEST.INVALID', 'pickupLocation.address.streetLines: at least one line.');
  if (typeof address.city !== 'string' || !address.city.trim())
    bad('PICKUP.REQUEST.INVALID', 'pickupLocation.address.city is required.');
  if (typeof address.postalCode !== 'string' || !address.postalCode.trim())
    bad('PICKUP.POSTALCODE.MISSING', 'PostalCode is missing.');
  else if (!/^\d{5}$/.test(address.postalCode))
    bad('PICKUP.REQUEST.INVALID', 'pickupLocation.address.postalCode: a 5-digit Mexican postal code.');
  if (address.countryCode !== 'MX')
    bad('PICKUP.REQUEST.INVALID', 'pickupLocation.address.countryCode: only MX is served by this sandbox.');
  const ready = origin.readyDateTimestamp;
  const readyMatch =
    typeof ready === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}/.exec(ready) : null;
  if (!readyMatch) bad('PICKUP.REQUEST.INVALID', 'readyDateTimestamp must be YYYY-MM-DDTHH:MM:SS.');
  else if (readyMatch[1] < todayIn('America/Mexico_City', now))
    bad('PICKUP.REQUEST.PREVIOUS.DAY', 'Cannot schedule a pickup requested for a previous day.');
  const close = origin.customerCloseTime;
  if (typeof close !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(close))
    bad('PICKUP.REQUEST.INVALID', 'customerCloseTime must be HH:MM:SS.');
  else if (readyMatch && close.slice(0, 5) <= readyMatch[2])
    bad('PICKUP.REQUEST.INVALID', 'customerCloseTime must be later than the ready time.');
  if (b.carrierCode !== 'FDXE' && b.carrierCode !== 'FDXG')
    bad('PICKUP.REQUEST.INVALID', 'carrierCode must be FDXE or FDXG.');
  if (b.packageCount !== undefined && (!Number.isInteger(b.packageCount) || (b.packageCount as number) < 1))
    bad('PICKUP.REQUEST.INVALID', 'packageCount must be a whole number of at least 1.');
  const weight = isObject(b.totalWeight) ? b.totalWeight : undefined;
  if (
    b.totalWeight !== undefined &&
    (!weight ||
      (weight.units !== 'KG' && weight.units !== 'LB') ||
      typeof weight.value !== 'number' ||
      !(weight.value > 0))
  )
    bad('PICKUP.REQUEST.INVALID', 'totalWeight must be {units: KG|LB, value > 0}.');
  if (
    b.trackingNumber !== undefined &&
    (typeof b.trackingNumber !== 'string' || !/^\d{12}$/.test(b.trackingNumber))
  )
    bad(
      'TRACKINGNUMBER.ENTERED.INVALID',
      'Error with entered Tracking Number. Please verify the entered Tracking Number.',
    );
  // The documented previous-day refusal alone when it applies, as FedEx answers it.
  const previousDay = errors.find((e) => e.code === 'PICKUP.REQUEST.PREVIOUS.DAY');
  if (previousDay)
    return reply(400, [{ code: 'PICKUP.REQUESTED.PREVIOUS.DAY', message: previousDay.message }]);
  if (errors.length) return reply(400, errors);

  const kg = weight
    ? weight.units === 'LB'
      ? (weight.value as number) * 0.45359237
      : (weight.value as number)
    : 0;
  const { pickup } = pickups.schedule(
    {
      carrier: 'FEDEX',
      // FedEx books every request: a fresh key, no replay by reference.
      reference: randomUUID(),
      date: readyMatch![1],
      readyTime: readyMatch![2],
      closeTime: (close as string).slice(0, 5),
      address: {
        name: name as string,
        phone: contact.phoneNumber as string,
        street: (lines as string[]).join(', '),
        city: address.city as string,
        postalCode: address.postalCode as string,
      },
      packageCount: (b.packageCount as number | undefined) ?? 1,
      weightKg: kg,
      trackingNumbers: typeof b.trackingNumber === 'string' ? [b.trackingNumber] : [],
      location: LOCATION,
    },
    now.getTime(),
    () => String(randomInt(1000, 99_999_999)),
  );
  for (const n of pickup.trackingNumbers) if (!network.isRegistered('FEDEX', n)) network.register('FEDEX', n);
  return {
    status: 200,
    body: {
      transactionId: randomUUID(),
      ...(customerTransactionId ? { customerTransactionId } : {}),
      output: {
        pickupConfirmationCode: pickup.confirmationNumber,
        message: 'Courier on the way',
        location: LOCATION,
        alerts: [],
      },
    },
  };
}

export function cancelPickup(
  body: unknown,
  network: CarrierNetwork,
  pickups: PickupBook,
  now: Date,
  customerTransactionId: string | undefined,
): Reply {
  const b = isObject(body) ? body : {};
  const errors: FedexErrorItem[] = [];
  const account = isObject(b.associatedAccountNumber) ? b.associatedAccountNumber.value : undefined;
  if (typeof account !== 'string' || !account)
    errors.push({ code: 'ACCOUNT.NUMBER.MISMATCH', message: 'associatedAccountNumber.value is required.' });
  if (typeof b.pickupConfirmationCode !== 'string' || !b.pickupConfirmationCode)
    errors.push({ code: 'PICKUP.REQUEST.INVALID', message: 'pickupConfirmationCode is required.' });
  if (typeof b.scheduledDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.scheduledDate))
    errors.push({ code: 'PICKUP.REQUEST.INVALID', message: 'scheduledDate must be YYYY-MM-DD.' });
  if (errors.length) return reply(400, errors);
  const pickup = pickups.find('FEDEX', b.pickupConfirmationCode as string);
  if (!pickup || pickup.date !== b.scheduledDate)
    return reply(404, [
      {
        code: 'NOT.FOUND.ERROR',
        message:
          'The resource you requested is no longer available. Please modify your request and try again.',
      },
    ]);
  if (
    pickup.cancelledAt === undefined &&
    (pickupDone(network, pickup) || pickup.date < todayIn('America/Mexico_City', now))
  )
    return reply(400, [
      {
        code: 'PICKUP.NUMBER.EXPIRED',
        message: 'The pickup has already taken place and cannot be cancelled.',
      },
    ]);
  pickups.cancel(pickup, now.getTime());
  return {
    status: 200,
    body: {
      transactionId: randomUUID(),
      ...(customerTransactionId ? { customerTransactionId } : {}),
      output: {
        pickupConfirmationCode: pickup.confirmationNumber,
        cancelConfirmationMessage: 'Requested pickup has been cancelled Successfully.',
        alerts: [],
      },
    },
  };
}
