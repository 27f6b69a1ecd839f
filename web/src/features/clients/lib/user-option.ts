import type { UserDto } from '@envios/contracts';

export interface UserOption {
  value: string;
  label: string;
}

/** 'Ana López · ana@tienda.mx': names alone are not unique. */
export const toOption = (user: Pick<UserDto, 'id' | 'firstName' | 'lastName' | 'email'>): UserOption => ({
  value: user.id,
  label: `${user.firstName} ${user.lastName} · ${user.email}`,
});

/** Options of several lists, each account once, in order of first appearance. */
export function mergeOptions(...lists: (UserOption[] | undefined)[]): UserOption[] {
  const seen = new Map<string, UserOption>();
  for (const option of lists.flat()) if (option && !seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}
