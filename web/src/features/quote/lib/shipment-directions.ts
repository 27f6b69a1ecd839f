import {
  ShipmentDirectionSchema,
  type QuoteRequest,
  type SavedAddressDto,
  type ShippingOption,
} from '@envios/contracts';
import type { ShipmentToSend } from '@/shared/api/shipments-api';
import type { QuoteSideValue } from './quote-form';

/** What step 3 asks for each side (section 3 "Direction"), as the form holds it. */
export interface DirectionValues {
  full_name: string;
  email: string;
  phone: string;
  address: string;
  number: string;
  intNumber: string;
  colony: string;
  postal_code: string;
  city: string;
  state: string;
  reference_of_origin: string;
}
export type DirectionErrors = Partial<Record<keyof DirectionValues, string>>;

/** A side of step 3 filled from step 1: the saved address chosen there, or the postal-code place. */
export function directionFrom(
  side: QuoteSideValue,
  addresses: SavedAddressDto[] | undefined,
  postalCode: string,
): DirectionValues {
  const saved = side.mode === 'saved' ? addresses?.find((a) => a._id === side.addressId) : undefined;
  if (saved)
    return {
      full_name: saved.name,
      email: saved.email,
      phone: saved.phone,
      address: saved.street,
      number: saved.number,
      intNumber: saved.intNumber ?? '',
      colony: saved.colony,
      postal_code: saved.postal_code,
      city: saved.city,
      state: saved.state,
      reference_of_origin: saved.reference_of_origin ?? '',
    };
  return {
    full_name: '',
    email: '',
    phone: '',
    address: '',
    number: '',
    intNumber: '',
    colony: side.place?.place_name ?? '',
    postal_code: side.place?.postal_code ?? postalCode,
    city: side.place?.city ?? '',
    state: side.place?.state ?? '',
    reference_of_origin: '',
  };
}

/** The side's errors with the API's own Spanish messages (the same zod schema). */
export function directionErrors(group: 'origen' | 'destino', values: DirectionValues): DirectionErrors {
  const parsed = ShipmentDirectionSchema(group).safeParse(values);
  if (parsed.success) return {};
  const errors: DirectionErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof DirectionValues;
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The shipments of the chosen service, one per guide quoted: the same quote token (the server
 * takes price, carrier and service from it), the quoted parcels and the directions of step 3.
 */
export function shipmentsToCreate(input: {
  option: ShippingOption;
  request: QuoteRequest;
  origin: DirectionValues;
  destination: DirectionValues;
  description: string;
  declaredValue: number | null;
}): ShipmentToSend[] {
  const { option, request } = input;
  const residential = request.destination_direction.residential ?? false;
  const one: ShipmentToSend = {
    selected_service: {
      quote_token: option.quote_token,
      carrier_code: option.carrier_code,
      service_code: option.service_code,
    },
    shipment_type: request.package_type === 'package' ? 'box' : request.package_type,
    parcels: request.parcels,
    origin_direction: { ...input.origin, country_code: 'MX' },
    destination_direction: { ...input.destination, country_code: 'MX', residential },
    description_of_the_content: input.description,
    package_insurance: (input.declaredValue ?? 0) > 0,
    insurance_information: { package_value: input.declaredValue ?? 0 },
  };
  return Array.from({ length: request.cantidadGuias }, () => one);
}

/** A value with its object keys in one order, so two equal requests read the same. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, v]) => [key, canonical(v)]),
        )
      : value;

/**
 * Whether the shipments created for `before` are the ones `after` asks for (step 4, back to the
 * addresses and forward again with nothing changed): then they are reused rather than made twice.
 */
export const sameShipments = (before: readonly ShipmentToSend[], after: readonly ShipmentToSend[]) =>
  JSON.stringify(canonical(before)) === JSON.stringify(canonical(after));
