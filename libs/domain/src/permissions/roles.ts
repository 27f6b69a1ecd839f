export const ROLES = ['superadmin', 'helpdesk', 'sales', 'client', 'user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How each role is shown in the UI (section 1 and 6 of the specification). */
export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Superadmin',
  helpdesk: 'Servicio al Cliente',
  sales: 'Ventas',
  client: 'Administrador',
  user: 'Operativo',
  admin: 'Compras/Administración',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const ALL: readonly Role[] = ROLES;
const except = (...excluded: Role[]): readonly Role[] => ROLES.filter((r) => !excluded.includes(r));
export const RoleSets = { all: ALL, except } as const;
