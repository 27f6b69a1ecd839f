import { API_PERMISSIONS, type ApiPermission, canManageAccount, isAllowed } from './api-permissions';
import { ROLES } from './roles';

describe('isAllowed', () => {
  it('lets only client, superadmin and sales manage users and read tariffs', () => {
    for (const permission of ['users.manage', 'tariffs.read'] as const) {
      expect(ROLES.filter((role) => isAllowed(role, permission)).sort()).toEqual([
        'client',
        'sales',
        'superadmin',
      ]);
    }
  });

  it('lets only client and superadmin manage clients and integrations', () => {
    for (const permission of ['clients.manage', 'integrations.manage'] as const) {
      expect(ROLES.filter((role) => isAllowed(role, permission)).sort()).toEqual(['client', 'superadmin']);
    }
  });

  it('lets every role but helpdesk create quotes', () => {
    expect(ROLES.filter((role) => !isAllowed(role, 'quotes.create'))).toEqual(['helpdesk']);
  });

  it('lets every role manage its addresses, profiles and settings and read postal codes', () => {
    for (const permission of [
      'addresses.manage',
      'profiles.manage',
      'settings.manage',
      'postalcodes.read',
    ] as const) {
      for (const role of ROLES) expect(isAllowed(role, permission)).toBe(true);
    }
  });

  it('shows wallets to every role but helpdesk and the Operativo, and lets only the wallet screen roles top up', () => {
    expect(ROLES.filter((role) => !isAllowed(role, 'wallet.read'))).toEqual(['helpdesk', 'user']);
    expect(ROLES.filter((role) => isAllowed(role, 'wallet.topup')).sort()).toEqual([
      'admin',
      'client',
      'superadmin',
    ]);
    expect(ROLES.filter((role) => isAllowed(role, 'wallet.credit')).sort()).toEqual(['sales', 'superadmin']);
    expect(ROLES.filter((role) => !isAllowed(role, 'payments.pay'))).toEqual(['helpdesk']);
  });

  it('denies everything without a role', () => {
    for (const permission of Object.keys(API_PERMISSIONS) as ApiPermission[]) {
      expect(isAllowed(null, permission)).toBe(false);
      expect(isAllowed(undefined, permission)).toBe(false);
    }
  });
});

describe('canManageAccount', () => {
  it('lets superadmin manage every role, including other superadmins', () => {
    for (const target of ROLES) expect(canManageAccount('superadmin', target)).toBe(true);
  });

  it('lets sales and client manage every role except superadmin', () => {
    for (const caller of ['sales', 'client'] as const) {
      expect(ROLES.filter((target) => canManageAccount(caller, target))).toEqual(
        ROLES.filter((r) => r !== 'superadmin'),
      );
    }
  });

  it('gives helpdesk, user, admin and no session no management at all', () => {
    for (const caller of ['helpdesk', 'user', 'admin', null] as const) {
      expect(ROLES.some((target) => canManageAccount(caller, target))).toBe(false);
    }
  });
});
