import type { SavedAddressDto } from '@envios/contracts';
import type { Types } from 'mongoose';
import type { SavedAddress } from './saved-address.schema';

export type StoredAddress = SavedAddress & { _id: Types.ObjectId };

export function toAddressDto(a: StoredAddress): SavedAddressDto {
  return {
    _id: String(a._id),
    name: a.name,
    email: a.email,
    phone: a.phone,
    address: [a.street, a.number, a.intNumber].filter(Boolean).join(', '),
    street: a.street,
    number: a.number,
    intNumber: a.intNumber,
    reference_of_origin: a.reference_of_origin,
    colony: a.colony,
    postal_code: a.postal_code,
    city: a.city,
    state: a.state,
    state_short: a.state_short,
    country_code: a.country_code,
    user: a.user,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
