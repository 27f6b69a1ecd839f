import { ROLES, ROLE_LABELS, RoleSets, isRole } from './roles';

describe('roles', () => {
  it('are the six roles of section 6', () => {
    expect([...ROLES].sort()).toEqual(['admin', 'client', 'helpdesk', 'sales', 'superadmin', 'user']);
  });

  it('show the display names of the spec', () => {
    expect(ROLE_LABELS).toEqual({
      superadmin: 'Superadmin',
      helpdesk: 'Servicio al Cliente',
      sales: 'Ventas',
      client: 'Administrador',
      user: 'Operativo',
      admin: 'Compras/Administración',
    });
  });

  it('recognises only exact role names', () => {
    expect(isRole('client')).toBe(true);
    expect(isRole('Client')).toBe(false);
    expect(isRole('')).toBe(false);
    expect(isRole(null)).toBe(false);
  });

  it('builds role sets with exclusions', () => {
    expect(RoleSets.except('helpdesk')).toEqual(['superadmin', 'sales', 'client', 'user', 'admin']);
    expect(RoleSets.all).toEqual(ROLES);
  });
});
