import type { UserDto } from '@envios/contracts';

/** 'First Last' of a user record, or null when it has neither. */
export function fullName(user: Pick<UserDto, 'firstName' | 'lastName'> | undefined): string | null {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}
