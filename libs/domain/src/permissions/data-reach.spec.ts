import { ROLES } from './roles';
import { dataReach, reaches } from './data-reach';

describe('dataReach', () => {
  it('gives staff every account, a client its account and an Operativo its own', () => {
    expect(Object.fromEntries(ROLES.map((r) => [r, dataReach(r, 'shipments')]))).toEqual({
      superadmin: 'everyone',
      helpdesk: 'everyone',
      sales: 'everyone',
      admin: 'everyone',
      client: 'account',
      user: 'own',
    });
    expect(dataReach(null, 'reports')).toBe('own');
  });

  it('keeps every wallet from helpdesk, who may not read wallets', () => {
    expect(Object.fromEntries(ROLES.map((r) => [r, dataReach(r, 'wallets')]))).toEqual({
      superadmin: 'everyone',
      helpdesk: 'own',
      sales: 'everyone',
      admin: 'everyone',
      client: 'account',
      user: 'own',
    });
  });

  it('tells whether a record is within reach', () => {
    const rec = { owner: 'u1', account: 'c1' };
    expect(reaches({ id: 'u1', role: 'user' }, rec, 'shipments')).toBe(true);
    expect(reaches({ id: 'u2', role: 'user' }, rec, 'shipments')).toBe(false);
    expect(reaches({ id: 'c1', role: 'client' }, rec, 'shipments')).toBe(true);
    expect(reaches({ id: 'c2', role: 'client' }, rec, 'shipments')).toBe(false);
    expect(reaches({ id: 'h', role: 'helpdesk' }, rec, 'shipments')).toBe(true);
    expect(reaches({ id: 'h', role: 'helpdesk' }, rec, 'wallets')).toBe(false);
  });
});
