import type { Tariff as TariffDto, UserDto } from '@envios/contracts';
import { canSee, type Role } from '@envios/domain';
import type { Types } from 'mongoose';
import type { Tariff } from './tariff.schema';
import type { User } from './user.schema';

export type UserRecord = User & { _id: Types.ObjectId };
export type TariffRecord = Tariff & { _id: Types.ObjectId };

export function toTariffDto(t: TariffRecord): TariffDto {
  return { _id: String(t._id), nombre: t.nombre, tarifa: t.tarifa };
}

/**
 * The public shape of a user; never carries the password hash or token version, nor the tariff's
 * percentage to a viewer that sees no amounts.
 */
export function toUserDto(u: UserRecord, tariffs: ReadonlyMap<string, TariffRecord>, viewer?: Role): UserDto {
  const tariff = u.tipoUsuario ? tariffs.get(String(u.tipoUsuario)) : undefined;
  return {
    _id: String(u._id),
    id: String(u._id),
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    website: u.website ?? null,
    rol: u.rol,
    active: u.active,
    pendingApproval: !u.approvedAt,
    locked: u.locked,
    invoice: u.invoice,
    taxInformation: u.taxInformation ?? null,
    tipoUsuario: tariff ? withoutAmounts(toTariffDto(tariff), viewer) : null,
    parentClient: u.parentClient ? String(u.parentClient) : null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

function withoutAmounts(t: TariffDto, viewer: Role | undefined): TariffDto {
  if (!viewer || canSee(viewer, 'amounts')) return t;
  const { tarifa: _percentage, ...rest } = t;
  return rest;
}
