import * as tables from './index';

/** Every entry of every error table, with the table and key it is known by. */
const entries = Object.entries(tables)
  .filter(([name]) => name.endsWith('Errors'))
  .flatMap(([table, entries]) =>
    Object.entries(entries as Record<string, { status: number; code: string }>).map(([key, e]) => ({
      where: `${table}.${key}`,
      status: e.status,
      code: e.code,
    })),
  );

/**
 * Codes several entries share because they mean the same thing, each with a message of its own: a
 * caller beyond its role or reach (AUTH.FORBIDDEN), a shipment that does not exist or is not the
 * caller's (shipments and wallet), a guide nobody tracks (lookup and PDF), a change of one's own
 * account, a user not assigned to the client, a request that fails validation, a balance that does
 * not cover a charge. Any other code is one entry: a client tells what happened by the code alone.
 */
const SHARED = new Set([
  'AUTH.FORBIDDEN',
  'SHIPMENT.NOT_FOUND',
  'TRACKING.NOT_FOUND',
  'USER.CANNOT_MODIFY_SELF',
  'CLIENT.USER_NOT_ASSIGNED',
  'REQUEST.VALIDATION_FAILED',
  'WALLET.INSUFFICIENT_BALANCE',
]);

describe('error tables', () => {
  it('give each code one status', () => {
    const statuses = new Map<string, Set<number>>();
    for (const e of entries) statuses.set(e.code, (statuses.get(e.code) ?? new Set()).add(e.status));
    const split = [...statuses].filter(([, s]) => s.size > 1).map(([code, s]) => `${code}: ${[...s]}`);
    expect(split).toEqual([]);
  });

  it('give each code one meaning: an entry of its own unless it is one of the shared meanings', () => {
    const byCode = new Map<string, string[]>();
    for (const e of entries) byCode.set(e.code, [...(byCode.get(e.code) ?? []), e.where]);
    const reused = [...byCode].filter(([code, where]) => where.length > 1 && !SHARED.has(code));
    expect(reused).toEqual([]);
  });
});
