import { randomUUID } from 'node:crypto';
import type { Reply } from '../http';
import type { CancelRefusal, CarrierNetwork } from '../network/network';

/**
 * FedEx Ship cancel, PUT /ship/v1/shipments/cancel (carrier-apis.md §1.5): {accountNumber {value},
 * trackingNumber, senderCountryCode?, deletionControl?, emailShipment?} → 200 {transactionId,
 * customerTransactionId, output {cancelledShipment, cancelledHistory, message, alerts}}.
 *
 * FedEx documents no error code for a package that is already moving, so these are the sandbox's
 * own, in FedEx's shape (400 {errors:[{code, message}]}): CANCEL.SHIPMENT.PICKEDUP (picked up, not
 * yet scanned further), CANCEL.SHIPMENT.INTRANSIT, CANCEL.SHIPMENT.DELIVERED (its story ended). A
 * number FedEx never issued: 400 TRACKINGNUMBER.ENTERED.INVALID (documented). Cancelling a cancelled
 * shipment answers 200 again. A cancelled shipment's Track shows CA ("Envío cancelado") last.
 */

const CANCEL_REFUSAL_CODES: Record<CancelRefusal, { code: string; message: string }> = {
  pickedUp: {
    code: 'CANCEL.SHIPMENT.PICKEDUP',
    message: 'The shipment has already been picked up and cannot be cancelled.',
  },
  inTransit: {
    code: 'CANCEL.SHIPMENT.INTRANSIT',
    message: 'The shipment is already in transit and cannot be cancelled.',
  },
  finished: {
    code: 'CANCEL.SHIPMENT.DELIVERED',
    message: 'The shipment has already been delivered or returned and cannot be cancelled.',
  },
};

const fedexErrors = (status: number, code: string, message: string): Reply => ({
  status,
  body: { transactionId: randomUUID(), errors: [{ code, message }] },
});

export function cancelShipment(
  body: unknown,
  network: Pick<CarrierNetwork, 'isRegistered' | 'cancel'>,
  customerTransactionId: string | undefined,
): Reply {
  const b = (body ?? {}) as { accountNumber?: { value?: unknown }; trackingNumber?: unknown };
  if (typeof b.accountNumber?.value !== 'string' || !b.accountNumber.value)
    return fedexErrors(400, 'ACCOUNT.NUMBER.MISMATCH', 'accountNumber.value is required.');
  const trackingNumber = b.trackingNumber;
  if (
    typeof trackingNumber !== 'string' ||
    !/^\d{12}$/.test(trackingNumber) ||
    !network.isRegistered('FEDEX', trackingNumber)
  )
    return fedexErrors(
      400,
      'TRACKINGNUMBER.ENTERED.INVALID',
      'Error with entered Tracking Number. Please verify the entered Tracking Number.',
    );
  const result = network.cancel('FEDEX', trackingNumber);
  if (!result.cancelled) {
    const refusal = CANCEL_REFUSAL_CODES[result.refusal];
    return fedexErrors(400, refusal.code, refusal.message);
  }
  return {
    status: 200,
    body: {
      transactionId: randomUUID(),
      ...(customerTransactionId ? { customerTransactionId } : {}),
      output: {
        cancelledShipment: true,
        cancelledHistory: true,
        message: 'Shipment is successfully cancelled',
        alerts: [],
      },
    },
  };
}
