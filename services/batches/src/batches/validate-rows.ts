import type {
  BatchColumn,
  BatchRowError,
  BatchRowValues,
  PackageProfileDto,
  PostalCodeResult,
  SavedAddressDto,
  ShipmentToCreate,
} from '@envios/contracts';
import { describeViolation, validateParcel, type PackageType } from '@envios/domain';
import { plain } from './file/batch-columns';

/** What a batch's rows are checked against: the catalogue and the account's saved names. */
export interface RowLookups {
  postal: Readonly<Record<string, PostalCodeResult[]>>;
  addresses: ReadonlyMap<string, SavedAddressDto>;
  profiles: ReadonlyMap<string, PackageProfileDto>;
}

/** The shipment a sound row describes, all but the carrier its quote will choose. */
export type RowShipment = Omit<ShipmentToCreate, 'selected_service'>;

/** A validated row: its errors, and the shipment it describes when it has none. */
export interface CheckedRow {
  errors: BatchRowError[];
  /** What makes two rows the same order: all their values. */
  identity: string;
  shipment: RowShipment | null;
}

const TYPES: Record<string, PackageType> = {
  '': 'package',
  paquete: 'package',
  caja: 'package',
  box: 'package',
  package: 'package',
  sobre: 'document',
  documento: 'document',
  document: 'document',
  tarima: 'tarima',
  pallet: 'tarima',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Excel drops a postal code's leading zero (06700 → 6700): four digits get it back. */
export const postalCodeOf = (value: string) => (/^\d{4}$/.test(value) ? `0${value}` : value);

/** A number as people type it: "1.5", "1,5" or " 2 ". NaN when it is not one. */
const numberOf = (value: string) => (value.trim() === '' ? NaN : Number(value.trim().replace(',', '.')));

/**
 * Checks one row with the Cotizador's rules (section 5): recipient and address fields, the postal
 * code in SEPOMEX and the colony among its settlements, the parcel within its type's limits (from
 * the row, or from a saved package profile by name), the content, a declared value of at least 1,
 * and the origin as one of the account's saved addresses by name. Every problem is reported at its
 * column, in Spanish.
 */
export function checkRow(n: number, v: BatchRowValues, lookups: RowLookups): CheckedRow {
  const errors: BatchRowError[] = [];
  const fail = (column: BatchColumn, code: string, message: string) =>
    errors.push({ row: n, column, code, message });
  const text = (column: BatchColumn, label: string, min: number, max: number, required = true) => {
    const value = v[column];
    if (!value) {
      if (required) fail(column, 'ROW.REQUIRED', `Falta ${label}.`);
      return;
    }
    if (value.length < min)
      fail(column, 'ROW.TOO_SHORT', `${capital(label)} debe tener al menos ${min} caracteres.`);
    if (value.length > max)
      fail(column, 'ROW.TOO_LONG', `${capital(label)} puede tener hasta ${max} caracteres.`);
  };

  if (!v.origin)
    fail('origin', 'ROW.REQUIRED', 'Falta la dirección de origen (el nombre de una dirección guardada).');
  else if (!lookups.addresses.has(plain(v.origin)))
    fail('origin', 'ROW.UNKNOWN_ADDRESS', `No tienes una dirección guardada llamada «${v.origin}».`);

  text('name', 'el nombre del destinatario', 3, 100);
  const phone = v.phone.replace(/[\s().+-]/g, '');
  if (!v.phone) fail('phone', 'ROW.REQUIRED', 'Falta el teléfono.');
  else if (!/^\d{7,15}$/.test(phone))
    fail('phone', 'ROW.PHONE_INVALID', 'El teléfono debe tener de 7 a 15 dígitos.');
  if (!v.email) fail('email', 'ROW.REQUIRED', 'Falta el correo.');
  else if (!EMAIL.test(v.email) || v.email.length > 100)
    fail('email', 'ROW.EMAIL_INVALID', 'El correo no es válido.');
  text('street', 'la calle', 3, 150);
  text('number', 'el número exterior', 1, 10);
  text('interior', 'el número interior', 1, 10, false);
  text('reference', 'la referencia', 1, 150, false);
  text('city', 'la ciudad', 1, 100, false);

  const code = postalCodeOf(v.postal_code);
  const settlements = lookups.postal[code];
  if (!v.postal_code) fail('postal_code', 'ROW.REQUIRED', 'Falta el código postal.');
  else if (!/^\d{5}$/.test(code))
    fail('postal_code', 'ROW.POSTAL_INVALID', 'El código postal debe tener 5 dígitos.');
  else if (!settlements)
    fail(
      'postal_code',
      'ROW.POSTAL_UNKNOWN',
      `El código postal ${code} no existe en el catálogo de SEPOMEX.`,
    );
  if (!v.colony) fail('colony', 'ROW.REQUIRED', 'Falta la colonia.');
  else if (settlements && !settlements.some((s) => plain(s.place_name) === plain(v.colony)))
    fail(
      'colony',
      'ROW.COLONY_MISMATCH',
      `La colonia «${v.colony}» no es del código postal ${code}. Algunas que sí: ${settlements
        .slice(0, 3)
        .map((s) => s.place_name)
        .join(', ')}.`,
    );

  const profile = v.profile ? lookups.profiles.get(plain(v.profile)) : undefined;
  if (v.profile && !profile)
    fail('profile', 'ROW.UNKNOWN_PROFILE', `No tienes un perfil de paquete llamado «${v.profile}».`);
  const type = v.package_type ? TYPES[plain(v.package_type)] : (profile?.type ?? 'package');
  if (!type) fail('package_type', 'ROW.UNKNOWN_TYPE', 'El tipo debe ser Paquete, Sobre o Tarima.');
  const measure = (column: 'weight' | 'length' | 'width' | 'height', fromProfile: number | undefined) =>
    v[column] ? numberOf(v[column]) : (fromProfile ?? NaN);
  const parcel = {
    weight: measure('weight', profile?.weight),
    length: measure('length', profile?.dimensions.length),
    width: measure('width', profile?.dimensions.width),
    height: measure('height', profile?.dimensions.height),
  };
  if (type) {
    for (const violation of validateParcel(type, parcel)) {
      const column = violation.field === 'depth' ? 'length' : violation.field;
      if (!v[column] && !profile)
        fail(column, 'ROW.REQUIRED', `Falta ${MEASURES[column]} (o un perfil de paquete).`);
      else if (Number.isNaN(violation.value))
        fail(column, 'ROW.NOT_A_NUMBER', `${capital(MEASURES[column])} debe ser un número.`);
      else fail(column, 'ROW.OUT_OF_RANGE', describeViolation(violation));
    }
  }

  text('content', 'el contenido', 1, 100);
  if (v.declared_value) {
    const value = numberOf(v.declared_value);
    if (!Number.isFinite(value) || value < 1)
      fail('declared_value', 'ROW.OUT_OF_RANGE', 'El valor declarado debe ser de al menos 1 peso.');
  }

  // The same order twice: every column alike (letters, accents and spaces aside).
  const identity = JSON.stringify(Object.values(v).map(plain));
  const origin = lookups.addresses.get(plain(v.origin));
  const place = settlements?.find((s) => plain(s.place_name) === plain(v.colony));
  if (errors.length || !origin || !place || !type) return { errors, identity, shipment: null };
  const declared = v.declared_value ? numberOf(v.declared_value) : 0;
  return {
    errors,
    identity,
    shipment: {
      shipment_type: type === 'package' ? 'box' : type,
      parcels: [{ weight: parcel.weight, depth: parcel.length, width: parcel.width, height: parcel.height }],
      origin_direction: {
        full_name: origin.name,
        email: origin.email,
        phone: origin.phone,
        address: origin.street,
        number: origin.number,
        intNumber: origin.intNumber ?? null,
        reference_of_origin: origin.reference_of_origin ?? null,
        colony: origin.colony,
        postal_code: origin.postal_code,
        city: origin.city,
        state: origin.state,
        state_short: origin.state_short,
        country_code: 'MX',
        residential: false,
      },
      destination_direction: {
        full_name: v.name,
        email: v.email,
        phone,
        address: v.street,
        number: v.number,
        intNumber: v.interior || null,
        reference_of_origin: v.reference || null,
        colony: place.place_name,
        postal_code: code,
        city: v.city || place.city,
        state: place.state,
        state_short: place.state_short,
        country_code: 'MX',
        residential: false,
      },
      description_of_the_content: v.content,
      ...(declared >= 1 ? { insurance_information: { package_value: declared } } : {}),
    },
  };
}

const MEASURES = { weight: 'el peso', length: 'el largo', width: 'el ancho', height: 'el alto' } as const;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
