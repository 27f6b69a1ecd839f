import { type Role, ROLES } from './roles';
import { HIDDEN_FOR, type VisibilityKey, canSee } from './visibility';

/**
 * Who must not see each piece of UI, from "Data visibility" in spec section 6, with one rule over
 * it (issue 24): the Operativo (user) receives no amount at all, so it also loses the wallet card,
 * the reports' totals and the recharges chart that the spec left it.
 */
const SPEC_HIDDEN: Record<VisibilityKey, Role[]> = {
  amounts: ['user'],
  'sidebar.walletCard': ['helpdesk', 'user'],
  'quote.priceColumn': ['user'],
  'quote.deliveryDate': ['user'],
  'quote.summaryTotal': ['user'],
  'shipments.totalColumn': ['user'],
  'shipments.amountCell': ['client'],
  'shipments.exportCost': ['user'],
  'users.tariffColumn': ['client'],
  'users.walletTopUpAction': ['client'],
  'users.roleAndTariffSelects': ['helpdesk', 'sales', 'client'],
  'reports.totalsCards': ['helpdesk', 'sales', 'user'],
  'reports.totalColumn': ['helpdesk', 'sales', 'user'],
  'reports.exportTotal': ['helpdesk', 'sales', 'user'],
  'analytics.rechargesChart': ['helpdesk', 'sales', 'client', 'user'],
};

describe('canSee', () => {
  it('covers exactly the visibility keys of section 6', () => {
    expect(Object.keys(HIDDEN_FOR).sort()).toEqual(Object.keys(SPEC_HIDDEN).sort());
  });

  it.each(Object.entries(SPEC_HIDDEN))('hides %s from %j and shows it to every other role', (key, hidden) => {
    for (const role of ROLES) {
      expect([role, canSee(role, key as VisibilityKey)]).toEqual([role, !hidden.includes(role)]);
    }
  });

  it('keeps the report export total from helpdesk and sales (the original leaked it to them)', () => {
    for (const role of ROLES)
      expect([role, canSee(role, 'reports.exportTotal')]).toEqual([
        role,
        role !== 'helpdesk' && role !== 'sales' && role !== 'user',
      ]);
  });

  it('shows nothing without a role', () => {
    expect(canSee(null, 'sidebar.walletCard')).toBe(false);
    expect(canSee(undefined, 'reports.exportTotal')).toBe(false);
  });

  it('throws on a key it does not know', () => {
    expect(() => canSee('user', 'nope' as VisibilityKey)).toThrow('Unknown visibility key nope');
  });
});
