import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import {
  DeveloperErrors,
  ShipmentCreated,
  ShipmentsErrors,
  type QuoteContext,
  type QuotePayload,
  type ShipmentDto,
  type ShipmentToCreate,
} from '@envios/contracts';
import { CARRIER_LABELS, isInsuranceEnabled, toPackageType } from '@envios/domain';
import { APP_CONFIG, AppError, EventPublisher, verifyQuote, type CallerIdentity } from '@envios/platform';
import type { ShipmentsConfig } from '../config';
import { MemberStore } from '../members/member-store';
import { withPostalState } from './direction-state';
import { searchTermsOf } from './search-terms';
import { ShipmentScope } from './shipment-scope';
import { ShipmentStore, type NewShipment } from './shipment-store';
import { toShipmentDto } from './shipment.mapper';
import { NO_OVERWEIGHT, NOT_PAID_YET, type StoredShipment } from './shipment.schema';

const MAX_GUIDES = 5;

/**
 * What making shipments from quotes takes, for one quote's guides (POST /shipments) and for a
 * batch's rows (one quote each): the quote token checked against each shipment, the shipment
 * written from the token's carrier, service and price, and its ShipmentCreated with it.
 */
@Injectable()
export class NewShipments {
  constructor(
    @Inject(APP_CONFIG) private readonly config: ShipmentsConfig,
    private readonly members: MemberStore,
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
    private readonly events: EventPublisher,
  ) {}

  /**
   * The quote behind one shipment of `guides`, or the 400/410 that says why not: the token must
   * open under our key, be the caller's, unexpired, of the caller's mode, and vouch for this
   * shipment's parcels, postal codes, package type, home delivery and number of guides.
   */
  verify(caller: CallerIdentity, item: ShipmentToCreate, guides: number): QuotePayload {
    const context = (cantidadGuias: number): QuoteContext => ({
      package_type: toPackageType(item.shipment_type),
      origin: item.origin_direction.postal_code,
      destination: item.destination_direction.postal_code,
      cantidadGuias,
      parcels: item.parcels,
      residential: item.destination_direction.residential,
    });
    let payload: QuotePayload;
    try {
      payload = verifyQuote(
        item.selected_service.quote_token,
        this.config.QUOTE_SIGNING_KEY,
        context(guides),
      );
    } catch (err) {
      // A genuine quote for another number of guides: say so rather than "invalid".
      for (let n = 1; n <= MAX_GUIDES; n++) {
        if (n !== guides && this.opensFor(item.selected_service.quote_token, context(n)))
          throw AppError.of(ShipmentsErrors.guideCountMismatch, n, guides);
      }
      throw err;
    }
    if (payload.userId !== caller.id) throw AppError.of(ShipmentsErrors.quoteOfAnotherUser);
    // A test key's rate makes a test shipment, and only a test key takes it (and the other way).
    if (payload.test !== !!caller.test) throw AppError.of(DeveloperErrors.modeMismatch);
    const { carrier_code, service_code } = item.selected_service;
    if (
      (carrier_code && carrier_code !== payload.carrier) ||
      (service_code && service_code !== payload.service)
    )
      throw AppError.of(ShipmentsErrors.serviceMismatch);
    return payload;
  }

  /**
   * Writes the shipments, each from its quote at its price (`ids` when the caller chose them), with
   * their ShipmentCreated. Owner and account come from the signed caller, never the body.
   */
  async write(
    caller: CallerIdentity,
    items: readonly {
      item: ShipmentToCreate;
      quote: QuotePayload;
      centavos: number;
      id?: string;
      batchId?: string;
    }[],
    now: Date,
  ): Promise<StoredShipment[]> {
    const member = await this.members.byId(caller.id);
    const owner = caller.id;
    const account = await this.scope.accountOf(caller);
    const person = {
      _id: owner,
      email: caller.email ?? member?.email ?? '',
      first_names: member?.first_names ?? '',
      last_names: member?.last_names ?? '',
    };
    const docs = items.map(({ item, quote, centavos, id, batchId }) => {
      const origin = withPostalState(item.origin_direction);
      const destination = withPostalState(item.destination_direction);
      const value = item.insurance_information?.package_value ?? 0;
      const insured = isInsuranceEnabled(value);
      const doc: NewShipment = {
        _id: new Types.ObjectId(id),
        owner,
        account,
        test: quote.test,
        search_terms: searchTermsOf({
          origin_direction: origin,
          destination_direction: destination,
          carrier: CARRIER_LABELS[quote.carrier],
          serviceName: quote.serviceName,
          totalCentavos: centavos,
        }),
        ...NOT_PAID_YET,
        shipment_type: item.shipment_type,
        description_of_the_content: item.description_of_the_content,
        package_insurance: insured,
        insurance_information: {
          package_value: insured ? value : 0,
          responsible_for_the_package: item.insurance_information?.responsible_for_the_package ?? null,
          mail_responsible: item.insurance_information?.mail_responsible ?? null,
          cost: 0,
        },
        parcels: item.parcels,
        ...NO_OVERWEIGHT,
        reference: null,
        user: person,
        origin_direction: origin,
        destination_direction: destination,
        selected_service: {
          carrier: CARRIER_LABELS[quote.carrier],
          carrier_code: quote.carrier,
          carrier_service_name: quote.serviceName,
          service_code: quote.service,
          total_centavos: centavos,
          currency: 'MXN',
          total_transit_days: quote.transitDays,
          is_remote: quote.isRemote,
          source: quote.source,
        },
        duplicate_of: null,
        batch_id: batchId ?? null,
        created_at: now,
      };
      return doc;
    });
    return this.shipments.insertNew(docs, (doc) => [
      this.events.event(ShipmentCreated, String(doc._id), createdData(doc), now),
    ]);
  }

  dto(s: StoredShipment, caller: CallerIdentity): ShipmentDto {
    return toShipmentDto(s, caller.role);
  }

  private opensFor(token: string, context: QuoteContext): boolean {
    try {
      verifyQuote(token, this.config.QUOTE_SIGNING_KEY, context, 0);
      return true;
    } catch {
      return false;
    }
  }
}

export function createdData(
  s: Pick<
    StoredShipment,
    | '_id'
    | 'owner'
    | 'account'
    | 'selected_service'
    | 'shipment_type'
    | 'origin_direction'
    | 'destination_direction'
    | 'duplicate_of'
    | 'created_at'
    | 'test'
  >,
) {
  const place = (d: StoredShipment['origin_direction']) => ({
    postalCode: d.postal_code,
    stateShort: d.state_short,
    city: d.city,
  });
  return {
    shipmentId: String(s._id),
    owner: s.owner,
    account: s.account,
    carrier: s.selected_service.carrier_code,
    service: s.selected_service.service_code,
    serviceName: s.selected_service.carrier_service_name,
    shipmentType: s.shipment_type,
    totalCentavos: s.selected_service.total_centavos,
    origin: place(s.origin_direction),
    destination: place(s.destination_direction),
    duplicateOf: s.duplicate_of,
    transitDays: s.selected_service.total_transit_days,
    createdAt: s.created_at.toISOString(),
    ...(s.test ? { test: true } : {}),
  };
}
