import { contribution, delta, keyPart, prepaidDelta, readKeyPart } from './contribution';
import { emptyRow, stageOf, type ReportRow } from './report-row';
import { applyRowEvent } from './row-events';

const created = (over: Partial<ReportRow> = {}): ReportRow =>
  applyRowEvent(
    { ...emptyRow('s1'), ...over },
    {
      type: 'ShipmentCreated',
      data: {
        shipmentId: 's1',
        owner: 'u1',
        account: 'c1',
        carrier: 'DHL',
        service: 'EXP',
        serviceName: 'Express',
        shipmentType: 'box',
        totalCentavos: 10_000,
        origin: { postalCode: '06700', stateShort: 'CDMX', city: 'Ciudad de México' },
        destination: { postalCode: '32000', stateShort: 'CHIH', city: 'Cd. Juárez' },
        duplicateOf: null,
        transitDays: 2,
        // 05:30 UTC is still the 24th in Mexico City.
        createdAt: '2026-11-25T05:30:00.000Z',
      },
    },
  );

describe('report rows', () => {
  it('count only once ShipmentCreated told what they are, on their Mexico City day', () => {
    const early = applyRowEvent(emptyRow('s1'), {
      type: 'ShipmentPaid',
      data: {
        shipmentId: 's1',
        owner: 'u1',
        amountCentavos: 10_000,
        method: 'wallet',
        paymentId: 'p',
        paidAt: '2026-11-25T06:00:00.000Z',
      },
    });
    expect(contribution(early)).toBeNull();
    const row = created(early);
    expect(row.day).toBe('2026-11-24');
    expect(contribution(row)).toMatchObject({ day: '2026-11-24', counters: { n: 1, c: 10_000, g: 0 } });
  });

  it('moves through label, transit and delivered, on time or late by the promised business days', () => {
    let row = applyRowEvent(created(), {
      type: 'GuideGenerated',
      occurredAt: '2026-11-25T18:00:00.000Z', // Wednesday
      data: {
        shipmentId: 's1',
        owner: 'u1',
        carrier: 'DHL',
        service: 'EXP',
        numberGuide: '1234567890',
        guide: 'x',
        format: 'pdf-letter',
        source: 'ratecard',
      },
    });
    expect(stageOf(row)).toBe('label');
    row = applyRowEvent(row, {
      type: 'TrackingStatusChanged',
      data: {
        shipmentId: 's1',
        owner: 'u1',
        account: 'c1',
        carrier: 'DHL',
        numberGuide: '1234567890',
        version: 2,
        status: 'in_transit',
        statusText: 'Envío en tránsito',
        lastEventAt: null,
        lastEventDescription: null,
        events: 3,
      },
    });
    // An older change arriving late changes nothing.
    const stale = applyRowEvent(row, {
      type: 'TrackingStatusChanged',
      data: {
        shipmentId: 's1',
        owner: 'u1',
        account: 'c1',
        carrier: 'DHL',
        numberGuide: '1234567890',
        version: 1,
        status: 'picked_up',
        statusText: 'Envío Recolectado',
        lastEventAt: null,
        lastEventDescription: null,
        events: 2,
      },
    });
    expect(stageOf(stale)).toBe('transit');
    const deliver = (at: string) =>
      applyRowEvent(row, {
        type: 'ShipmentDelivered',
        data: {
          shipmentId: 's1',
          owner: 'u1',
          account: 'c1',
          carrier: 'DHL',
          numberGuide: '1234567890',
          deliveredAt: at,
        },
      });
    // Two business days from Wednesday: Friday on time, the next Monday late.
    expect(contribution(deliver('2026-11-27T20:00:00.000Z'))?.counters).toMatchObject({
      dl: 1,
      t: 0,
      g: 1,
      on: 1,
      late: 0,
    });
    expect(contribution(deliver('2026-11-30T20:00:00.000Z'))?.counters).toMatchObject({
      dl: 1,
      on: 0,
      late: 1,
    });
  });

  it('gives a delta that takes the old part out and puts the new one in, for the owner, account and everyone', () => {
    const before = contribution(created());
    const after = contribution({ ...created(), deleted: true });
    expect(after).toBeNull();
    const d = delta(before, after);
    // The destination state's documents and every state's, of the day and of the month.
    expect([...d.months.keys()].sort()).toEqual(
      ['a:c1', 'all', 'u:u1'].flatMap((scope) => [
        `${scope}|D2026-11-24|*`,
        `${scope}|D2026-11-24|CHIH`,
        `${scope}|M2026-11|*`,
        `${scope}|M2026-11|CHIH`,
      ]),
    );
    expect(d.months.get('u:u1|D2026-11-24|CHIH')!['k.DHL|box.n']).toBe(-1);
    expect(d.months.get('u:u1|M2026-11|*')!['k.DHL|box.n']).toBe(-1);
    // Destinations per carrier and type filter: either, both or neither.
    expect([...d.dests.keys()].filter((id) => id.startsWith('all|D')).sort()).toEqual([
      'all|D2026-11-24|*|*',
      'all|D2026-11-24|*|box',
      'all|D2026-11-24|DHL|*',
      'all|D2026-11-24|DHL|box',
    ]);
    expect(d.dests.get('all|D2026-11-24|DHL|*')![`c.CHIH|${keyPart('Cd. Juárez')}`]).toBe(-1);
    // The same part before and after: nothing to write.
    const same = delta(before, before);
    expect([same.months.size, same.dests.size]).toEqual([0, 0]);
  });

  it('keeps city names whole in keys that hold no dots or dollars', () => {
    for (const name of ['Cd. Juárez', 'San Pedro Garza García', '$x|y.z'])
      expect(readKeyPart(keyPart(name))).toBe(name);
    expect(keyPart('Cd. Juárez')).not.toMatch(/[.$|]/);
  });

  it('counts a top-up as pending on its request day, then as paid on its payment day', () => {
    const pending = {
      user: 'u1',
      account: 'c1',
      day: '2026-11-03',
      paid: false,
      amount: 5_000,
      method: 'oxxo' as const,
    };
    const paid = { ...pending, day: '2026-11-04', paid: true };
    const d = prepaidDelta(pending, paid);
    expect(d.get('a:c1|D2026-11-03|*')).toEqual({ 'p.pend': -5_000, 'p.pendN': -1 });
    // What was paid counts by method too.
    expect(d.get('a:c1|D2026-11-04|*')).toEqual({ 'p.paid': 5_000, 'p.paidN': 1, 'p.oxxo': 5_000 });
    expect(d.get('a:c1|M2026-11|*')).toEqual({
      'p.pend': -5_000,
      'p.pendN': -1,
      'p.paid': 5_000,
      'p.paidN': 1,
      'p.oxxo': 5_000,
    });
  });

  it('moves a paid top-up from one method to another when a later event names its method', () => {
    const before = {
      user: 'u1',
      account: 'c1',
      day: '2026-11-04',
      paid: true,
      amount: 5_000,
      method: 'paypal' as const,
    };
    const d = prepaidDelta(before, { ...before, method: 'spei' });
    expect(d.get('u:u1|M2026-11|*')).toEqual({ 'p.paypal': -5_000, 'p.spei': 5_000 });
  });
});
