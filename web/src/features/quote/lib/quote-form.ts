import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_GUIDE_COUNT,
  describeViolation,
  validateParcel,
  type PackageType,
} from '@envios/domain';
import { QuoteRequestSchema, type QuoteRequest, type SavedAddressDto } from '@envios/contracts';
import { z } from 'zod';
import type { PostalPlace } from '@/shared/lib/postal-place';

/** Each side of the quote comes from a saved address or from a postal-code search (section 2). */
export type SideMode = 'saved' | 'postal';
export type QuoteSideName = 'origin' | 'destination';

export interface QuoteSideValue {
  mode: SideMode;
  addressId: string | null;
  place: PostalPlace | null;
}

/** Number inputs hand over '' while empty. */
type NumberField = number | string;

export interface QuoteFormValues {
  origin: QuoteSideValue;
  destination: QuoteSideValue;
  packageType: PackageType;
  guides: NumberField;
  profileId: string | null;
  length: NumberField;
  width: NumberField;
  height: NumberField;
  weight: NumberField;
  description: string;
  declaredValue: NumberField;
}

type QuoteField =
  | QuoteSideName
  | 'packageType'
  | 'guides'
  | 'length'
  | 'width'
  | 'height'
  | 'weight'
  | 'description'
  | 'declaredValue';
export type QuoteFormErrors = Partial<Record<QuoteField, string>>;

const emptySide = (): QuoteSideValue => ({ mode: 'saved', addressId: null, place: null });

export const emptyQuoteForm = (): QuoteFormValues => ({
  origin: emptySide(),
  destination: emptySide(),
  packageType: 'package',
  guides: DEFAULT_GUIDE_COUNT,
  profileId: null,
  length: '',
  width: '',
  height: '',
  weight: '',
  description: '',
  declaredValue: '',
});

/** A saved address as the settlement it stands in: postal code, colony, city and state. */
const addressPlace = (address: SavedAddressDto): PostalPlace => ({
  postal_code: address.postal_code,
  place_name: address.colony,
  city: address.city,
  state: address.state,
  state_short: address.state_short,
});

/** The settlement a side points at, or null while nothing is chosen. */
export function sidePlace(side: QuoteSideValue, addresses: readonly SavedAddressDto[]): PostalPlace | null {
  if (side.mode === 'postal') return side.place;
  const address = addresses.find((candidate) => candidate._id === side.addressId);
  return address ? addressPlace(address) : null;
}

/** What is not part of the quote request but the form asks for: the content and the declared value. */
const ContentSchema = z.object({
  description: z.string().trim().min(1, 'Indica qué estás enviando.'),
  declaredValue: z.union([
    z.literal(''),
    z
      .number({ error: 'El valor declarado debe ser un número.' })
      .min(1, 'El valor declarado debe ser de al menos $1.00 MXN.'),
  ]),
});

/** The form as POST /quoting wants it (section 3, quote request), before the contract's checks. */
function toQuoteRequestInput(values: QuoteFormValues, addresses: readonly SavedAddressDto[]) {
  const direction = (side: QuoteSideValue) => {
    const place = sidePlace(side, addresses);
    return {
      country_code: DEFAULT_COUNTRY_CODE,
      postal_code: place?.postal_code,
      city: place?.city,
      suburb: place?.place_name,
    };
  };
  return {
    cantidadGuias: values.guides,
    parcels: [{ weight: values.weight, depth: values.length, width: values.width, height: values.height }],
    origin_direction: direction(values.origin),
    destination_direction: direction(values.destination),
    package_type: values.packageType,
  };
}

const REQUEST_FIELDS: Record<string, QuoteField> = {
  origin_direction: 'origin',
  destination_direction: 'destination',
  cantidadGuias: 'guides',
  package_type: 'packageType',
};
// Quote parcels say depth for what the form (and package profiles) call length.
const PARCEL_FIELDS: Record<string, QuoteField> = {
  weight: 'weight',
  depth: 'length',
  width: 'width',
  height: 'height',
};

function fieldOfRequestIssue(path: readonly PropertyKey[]): QuoteField | null {
  const [head, , measure] = path.map(String);
  if (head === 'parcels') return PARCEL_FIELDS[measure] ?? 'weight';
  return REQUEST_FIELDS[head] ?? null;
}

const toNumber = (value: NumberField) => (value === '' ? NaN : Number(value));

export type QuoteFormResult =
  | { valid: true; request: QuoteRequest; errors: QuoteFormErrors }
  | { valid: false; request: null; errors: QuoteFormErrors };

/**
 * Checks the form with the contract's own schema (so the limits and texts are the API's) plus the
 * content description and declared value, and names the form field of each problem.
 */
export function validateQuoteForm(
  values: QuoteFormValues,
  addresses: readonly SavedAddressDto[],
): QuoteFormResult {
  const errors: QuoteFormErrors = {};
  const note = (field: QuoteField | null, message: string) => {
    if (field && !errors[field]) errors[field] = message;
  };
  const input = toQuoteRequestInput(values, addresses);
  const request = QuoteRequestSchema.safeParse(input);
  if (!request.success) {
    for (const issue of request.error.issues) note(fieldOfRequestIssue(issue.path), issue.message);
  }
  // The schema checks the type's limits only once everything else is valid; say them right away.
  const [parcel] = input.parcels;
  const measures = {
    weight: toNumber(parcel.weight),
    depth: toNumber(parcel.depth),
    width: toNumber(parcel.width),
    height: toNumber(parcel.height),
  };
  for (const violation of validateParcel(values.packageType, measures)) {
    note(PARCEL_FIELDS[violation.field], describeViolation(violation));
  }
  const content = ContentSchema.safeParse({
    description: values.description,
    declaredValue: values.declaredValue,
  });
  if (!content.success) {
    for (const issue of content.error.issues) note(issue.path[0] as QuoteField, issue.message);
  }
  if (request.success && content.success) return { valid: true, request: request.data, errors };
  return { valid: false, request: null, errors };
}

/** The first "Debes completar todos los campos de {group}." among the errors, for the alert of section 5. */
export function incompleteGroupMessage(errors: QuoteFormErrors): string | null {
  const order: QuoteField[] = ['origin', 'destination', 'weight', 'length', 'width', 'height'];
  for (const field of order) {
    const message = errors[field];
    if (message?.startsWith('Debes completar')) return message;
  }
  return null;
}

/** The parcel measures in the order their names are listed when some are missing. */
const PARCEL_MEASURES = [
  ['weight', 'peso'],
  ['length', 'largo'],
  ['width', 'ancho'],
  ['height', 'alto'],
] as const;
type ParcelMeasure = (typeof PARCEL_MEASURES)[number][0];

/**
 * The parcel group's "Debes completar todos los campos de paquete." said once for the group with
 * the measures still empty ('… Falta: peso, alto.'), instead of under each of the four fields.
 * null when no measure is missing; a measure that is filled but wrong keeps its own message.
 */
export function parcelIncompleteMessage(
  values: QuoteFormValues,
  errors: QuoteFormErrors,
): { message: string; missing: ParcelMeasure[] } | null {
  const incomplete = PARCEL_MEASURES.filter(([field]) => errors[field]?.startsWith('Debes completar'));
  if (incomplete.length === 0) return null;
  const empty = incomplete.filter(([field]) => values[field] === '');
  const named = empty.length ? empty : incomplete;
  return {
    message: `${errors[incomplete[0][0]]} Falta: ${named.map(([, name]) => name).join(', ')}.`,
    missing: named.map(([field]) => field),
  };
}
