import { ShipmentPaid } from '@envios/contracts';
import { toMexicoCityDate } from '@envios/domain';
import {
  api,
  createUser,
  demoSession,
  eventually,
  publishEvents,
  signIn,
  type Session,
} from '@envios/testing';
import { createShipments } from './shipment-helpers';

jest.setTimeout(90_000);

/** Section 7 "Other → reports" through the BFF: permissions, scoping, totals per role, bad input. */
describe('reports through the BFF', () => {
  let client: Session;
  let user: Session;
  const today = toMexicoCityDate(new Date());
  const period = `fromDate=${today.slice(0, 8)}01&toDate=${today}`;

  beforeAll(async () => {
    const account = await createUser({ rol: 'client' });
    client = await signIn(account.email, account.password);
    const u = await createUser();
    user = await signIn(u.email, u.password);
    // Two guides of the client's, paid as the wallet pays them; the label worker makes their labels.
    const shipments = await createShipments(client, 2);
    await publishEvents(
      ShipmentPaid,
      shipments.map((s: { _id: string }) => ({
        key: s._id,
        data: {
          shipmentId: s._id,
          owner: client.id,
          amountCentavos: 12_345,
          method: 'wallet' as const,
          paymentId: `pay-${s._id}`,
          paidAt: new Date().toISOString(),
        },
      })),
    );
  });

  it("counts a client's generated guides and what they cost, once their events are in", async () => {
    const kpis = await eventually(
      async () => {
        const r = await api('GET', `/reports/shipments-report?${period}`, { token: client.token });
        return r.status === 200 && r.body.totalGenerated === 2 ? r.body : undefined;
      },
      { what: 'the two labels in the KPI cards', timeoutMs: 60_000 },
    );
    expect(kpis).toEqual({ totalGenerated: 2, totalInTransit: 0, totalDelivered: 0 });
    const carriers = await api('GET', `/reports/total-by-carrier?${period}`, { token: client.token });
    expect(carriers.body).toEqual([{ carrier: 'ESTAFETA', totalShipments: 2 }]);
    const general = await eventually(async () => {
      const r = await api('POST', '/reports/general', {
        token: client.token,
        body: { startDate: `${today.slice(0, 8)}01`, endDate: today, carrier: 'estafeta', shipmentType: '' },
      });
      return r.body.totals?.expenses === 246.9 ? r : undefined;
    });
    expect(general.status).toBe(200);
    expect(general.body.totals).toMatchObject({ shipments: 2, expenses: 246.9 });
    expect(general.body.data).toHaveLength(2);
    expect(general.body).toMatchObject({ page: 1, limit: 100, count: 2, pages: 1 });
    // A page of one, newest first: the second page holds the older one.
    const second = await api('POST', '/reports/general', {
      token: client.token,
      body: { startDate: `${today.slice(0, 8)}01`, endDate: today, page: 2, limit: 1 },
    });
    expect(second.body).toMatchObject({ page: 2, limit: 1, count: 2, pages: 2 });
    expect(second.body.data.map((r: { _id: string }) => r._id)).toEqual([general.body.data[1]._id]);
    expect(general.body.data[0]).toMatchObject({ carrier: 'ESTAFETA', status: true, total_amount: 123.45 });
  });

  it('shows staff any account, without totals for helpdesk and sales, and nobody else', async () => {
    const body = { startDate: `${today.slice(0, 8)}01`, endDate: today, userId: client.id };
    for (const role of ['helpdesk', 'sales'] as const) {
      const staff = await demoSession(role);
      const r = await api('POST', '/reports/general', { token: staff.token, body });
      expect(r.status).toBe(200);
      expect(r.body.totals).toBeUndefined();
      expect(r.body.data).toHaveLength(2);
      expect(JSON.stringify(r.body.data)).not.toContain('total_amount');
      const money = await api('GET', `/reports/prepaids-per-month?${period}`, { token: staff.token });
      expect([money.status, money.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    }
    const superadmin = await demoSession('superadmin');
    const all = await api('POST', '/reports/general', { token: superadmin.token, body });
    expect(all.body.totals).toMatchObject({ shipments: 2 });

    // A user: its own charts only, and no general report (the Reportes screen is not theirs).
    expect((await api('POST', '/reports/general', { token: user.token, body: {} })).status).toBe(403);
    expect((await api('GET', `/reports/shipments-report?${period}`, { token: user.token })).body).toEqual({
      totalGenerated: 0,
      totalInTransit: 0,
      totalDelivered: 0,
    });
    const foreign = await api('GET', `/reports/shipments-report?${period}&userId=${client.id}`, {
      token: user.token,
    });
    expect([foreign.status, foreign.body.message]).toEqual([
      403,
      'No puedes consultar los reportes de esta cuenta.',
    ]);
    const stranger = await createUser({ rol: 'client' });
    const other = await signIn(stranger.email, stranger.password);
    const otherClient = await api('GET', `/reports/total-by-carrier?userId=${client.id}`, {
      token: other.token,
    });
    expect(otherClient.status).toBe(403);
    expect((await api('GET', '/reports/total-by-carrier')).status).toBe(401);
  });

  it('answers bad filters with a Spanish 400', async () => {
    for (const [query, message] of [
      [`fromDate=${today}&toDate=2020-01-01`, 'La fecha inicial debe ser anterior o igual a la final.'],
      ['fromDate=2024-01-01&toDate=2026-01-01', 'El periodo no puede pasar de 366 días.'],
      ['carrier=UPS', 'Paquetería desconocida.'],
      ['shipmentType=pallet', 'Tipo de envío desconocido.'],
      ['fromDate=ayer', 'La fecha inicial debe ser una fecha AAAA-MM-DD válida.'],
      ['userId=123', 'Identificador inválido.'],
    ] as const) {
      const r = await api('GET', `/reports/top-destination?${query}`, { token: client.token });
      expect([r.status, r.body.statusCode, r.body.message]).toEqual([400, 400, message]);
    }
    const r = await api('POST', '/reports/general', {
      token: client.token,
      body: { startDate: '2026-13-01', endDate: today },
    });
    expect([r.status, r.body.message]).toEqual([
      400,
      'La fecha inicial debe ser una fecha AAAA-MM-DD válida.',
    ]);
  });
});
