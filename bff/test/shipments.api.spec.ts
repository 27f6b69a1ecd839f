import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OverweightCharged, ShipmentPaid, Topics } from '@envios/contracts';
import { formatMXN } from '@envios/domain';
import { signQuote, verifyQuote } from '@envios/platform';
import {
  api,
  appEnv,
  createUser,
  DEMO_ACCOUNTS,
  demoSession,
  eventually,
  publishEvents,
  signIn,
  TopicListener,
  type Session,
} from '@envios/testing';

import { createShipments, PARCELS, quoteOption, quoteRequest, shipment } from './shipment-helpers';

jest.setTimeout(60_000);

async function pay(shipments: { _id: string }[], owner: string) {
  await publishEvents(
    ShipmentPaid,
    shipments.map((s) => ({
      key: s._id,
      data: {
        shipmentId: s._id,
        owner,
        amountCentavos: 10_000,
        method: 'wallet' as const,
        paymentId: `pay-${s._id}`,
        paidAt: new Date().toISOString(),
      },
    })),
  );
}

const generated = (session: Session, id: string) =>
  eventually(
    async () => {
      const r = await api('GET', `/shipments/status/guide/${id}`, { token: session.token });
      return r.body.data?.guide_state === 'generated' ? r.body.data : undefined;
    },
    { what: `label of ${id}`, timeoutMs: 30_000 },
  );

let shipmentEvents: TopicListener;
beforeAll(async () => {
  shipmentEvents = await new TopicListener(Topics.shipments).start();
});
afterAll(() => shipmentEvents.stop());

/** Events of a type and key on the shipments topic (other tests put poison there too: skipped). */
const eventsOf = (type: string, key: string) =>
  shipmentEvents.messages
    .flatMap((m) => {
      try {
        return [JSON.parse(m.value ?? '') as { type: string; key: string; data: any }];
      } catch {
        return [];
      }
    })
    .filter((e) => e.type === type && e.key === key);

describe('creating shipments from a quote', () => {
  let client: Session;
  beforeAll(async () => {
    client = await demoSession('client');
  });

  it('creates the guides of one quote together, priced by the quote token, unpaid and owned by the caller', async () => {
    const option = await quoteOption(client, 3);
    const r = await api('POST', '/shipments/home/all', {
      token: client.token,
      body: {
        shipments: [0, 1, 2].map(() =>
          shipment(option.quote_token, {
            // Whatever the body claims about owner and price is ignored.
            user: { _id: '0123456789abcdef01234567' },
            customer_info: { email: 'otro@example.mx' },
            insurance_information: { package_value: 1500, responsible_for_the_package: 'Ana' },
          }),
        ),
      },
    });
    expect(r.status).toBe(201);
    const created = r.body.shipments as any[];
    expect(created).toHaveLength(3);
    const centavos = created.map((s) => Math.round(s.selected_service.total_amount * 100));
    expect(centavos.reduce((a, b) => a + b, 0)).toBe(Math.round(option.order_total_amount! * 100));
    expect(Math.max(...centavos) - Math.min(...centavos)).toBeLessThanOrEqual(1);
    for (const s of created) {
      expect(s).toMatchObject({
        status: false,
        number_guide: null,
        guide: null,
        guide_state: 'none',
        package_insurance: true,
        insurance_information: { package_value: 1500, responsible_for_the_package: 'Ana' },
        user: { _id: client.id },
        customer_info: { email: DEMO_ACCOUNTS.client },
        selected_service: {
          carrier_code: 'ESTAFETA',
          service_code: option.service_code,
          carrier_service_name: option.carrier_service_name,
          currency: 'MXN',
        },
      });
    }
    // ShipmentCreated carries the server-side price the wallet will charge.
    for (const [i, s] of created.entries()) {
      const [event] = await eventually(() => {
        const found = eventsOf('ShipmentCreated', s._id);
        return found.length ? found : undefined;
      });
      expect(event.data).toMatchObject({ shipmentId: s._id, owner: client.id, totalCentavos: centavos[i] });
    }
  });

  it('POST /shipments creates one shipment of a one-guide quote', async () => {
    const option = await quoteOption(client, 1);
    const r = await api('POST', '/shipments', { token: client.token, body: shipment(option.quote_token) });
    expect(r.status).toBe(201);
    expect(r.body.selected_service.total_amount).toBe(option.total_amount);
  });

  it('refuses tampered, foreign, other-parcels, other-count, expired tokens and bad bodies, writing nothing', async () => {
    const before = (await api('GET', `/shipments/all/${client.id}?limit=10&page=1`, { token: client.token }))
      .body.count;
    const option = await quoteOption(client, 2);
    const two = (token: string, over: Record<string, unknown> = {}) => ({
      shipments: [shipment(token, over), shipment(token, over)],
    });
    const expectRefused = async (body: unknown, status: number, code: string, message?: string) => {
      const r = await api('POST', '/shipments/home/all', { token: client.token, body });
      expect([r.status, r.body.code]).toEqual([status, code]);
      if (message) expect(r.body.message).toBe(message);
    };

    const t = option.quote_token;
    const tampered = t.slice(0, -6) + (t.slice(-6, -5) === 'A' ? 'B' : 'A') + t.slice(-5);
    await expectRefused(two(tampered), 400, 'QUOTE.SIGNATURE_INVALID');
    // Other parcels than quoted.
    await expectRefused(
      two(t, { parcels: [{ weight: 9, depth: 30, width: 20, height: 15 }] }),
      400,
      'QUOTE.SIGNATURE_INVALID',
    );
    // A two-guide quote sent as three shipments.
    await expectRefused(
      { shipments: [shipment(t), shipment(t), shipment(t)] },
      400,
      'SHIPMENT.GUIDE_COUNT_MISMATCH',
      'La cotización es para 2 guías y se enviaron 3 envíos. Crea los envíos de una misma cotización juntos.',
    );
    // Another user's quote.
    const other = await createUser();
    const otherOption = await quoteOption(await signIn(other.email, other.password), 2);
    await expectRefused(
      two(otherOption.quote_token),
      400,
      'QUOTE.NOT_YOURS',
      'La cotización no es tuya. Cotiza de nuevo.',
    );
    // Expired: a genuine token of this very context whose time has passed.
    const key = appEnv('quoting').QUOTE_SIGNING_KEY;
    const context = {
      package_type: 'package' as const,
      origin: '06700',
      destination: '64000',
      cantidadGuias: 2,
      parcels: PARCELS,
      residential: false,
    };
    const payload = verifyQuote(t, key, context);
    await expectRefused(
      two(signQuote({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 }, key)),
      410,
      'QUOTE.EXPIRED',
    );
    // Six shipments, a missing destination field, no quote at all.
    await expectRefused(
      { shipments: Array.from({ length: 6 }, () => shipment(t)) },
      400,
      'REQUEST.VALIDATION_FAILED',
      'Se pueden crear como máximo 5 envíos a la vez.',
    );
    const noCity = shipment(t);
    (noCity.destination_direction as Record<string, unknown>).city = '';
    await expectRefused(
      { shipments: [noCity, noCity] },
      400,
      'REQUEST.VALIDATION_FAILED',
      'Debes completar todos los campos de destino.',
    );
    await expectRefused(
      { shipments: [{ ...shipment(t), selected_service: undefined }] },
      400,
      'REQUEST.VALIDATION_FAILED',
    );

    const after = (await api('GET', `/shipments/all/${client.id}?limit=10&page=1`, { token: client.token }))
      .body.count;
    expect(after).toBe(before);
  });

  it('never shows a price to role user, in what it creates or lists', async () => {
    const user = await demoSession('user');
    const [s] = await createShipments(user, 1);
    expect(s.selected_service.total_amount).toBeUndefined();
    const listed = await api('GET', `/shipments/all/${user.id}?limit=10&page=1`, { token: user.token });
    expect(listed.body.docs[0]._id).toBe(s._id);
    expect(JSON.stringify(listed.body)).not.toMatch(/total_amount|cost_overweight/);
  });
});

describe('lists: paging, search, filters and who sees what', () => {
  let clientA: Session;
  let u1: Session;
  let u2: Session;
  let u3: Session;
  let clientB: Session;

  beforeAll(async () => {
    const a = await createUser({ rol: 'client' });
    clientA = await signIn(a.email, a.password);
    const b = await createUser({ rol: 'client' });
    clientB = await signIn(b.email, b.password);
    const one = await createUser({ clientId: clientA.id });
    const two = await createUser({ clientId: clientA.id });
    const three = await createUser({ clientId: clientB.id });
    [u1, u2, u3] = await Promise.all([one, two, three].map((u) => signIn(u.email, u.password)));
  });

  it('pages newest first with the spec shape and full links, and stays dense after a delete', async () => {
    const batches = [
      await createShipments(u1, 5),
      await createShipments(u1, 5),
      await createShipments(u1, 2),
    ];
    const ids = batches.flat().map((s) => s._id);
    const page = (n: number) =>
      api('GET', `/shipments/all/${u1.id}?limit=10&page=${n}`, { token: u1.token }).then((r) => r.body);
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, pages: 2, totalPages: 2, count: 12, previous: null });
    expect(first.next).toMatch(new RegExp(`^http://[^/]+/api/v1/shipments/all/${u1.id}\\?limit=10&page=2$`));
    expect(first.docs.map((s: any) => s._id)).toEqual([...ids].reverse().slice(0, 10));
    const second = await page(2);
    expect(second.docs.map((s: any) => s._id)).toEqual([ids[1], ids[0]]);
    expect(second.previous).toMatch(/page=1$/);
    expect(second.next).toBeNull();

    // Deleting one in the middle moves the rest up: page 2 now holds only the oldest.
    const del = await api('POST', '/shipments/all/delete', { token: u1.token, body: { list_id: [ids[6]] } });
    expect(del).toMatchObject({ status: 200, body: { deleted: 1 } });
    const again = await page(1);
    expect(again.count).toBe(11);
    expect(again.docs.map((s: any) => s._id)).toEqual(
      [...ids]
        .reverse()
        .filter((id) => id !== ids[6])
        .slice(0, 10),
    );
    expect((await page(2)).docs.map((s: any) => s._id)).toEqual([ids[0]]);

    // Without page: the latest, as docs.
    const all = await api('GET', `/shipments/all/${u1.id}`, { token: u1.token });
    expect(all.body.docs).toHaveLength(11);
    // Any page size from 1 to 100, across the storage's buckets of 10.
    const sized = (limit: number, n: number) =>
      api('GET', `/shipments/all/${u1.id}?limit=${limit}&page=${n}`, { token: u1.token }).then((r) => r.body);
    const newest = [...ids].reverse().filter((id) => id !== ids[6]);
    expect((await sized(2, 3)).docs.map((s: any) => s._id)).toEqual(newest.slice(4, 6));
    const three = await sized(3, 4);
    expect(three).toMatchObject({ page: 4, pages: 4, count: 11, next: null });
    expect(three.docs.map((s: any) => s._id)).toEqual(newest.slice(9));
    expect((await sized(25, 1)).docs.map((s: any) => s._id)).toEqual(newest);
    for (const limit of [0, 101, 2.5]) {
      const bad = await api('GET', `/shipments/all/${u1.id}?limit=${limit}&page=1`, { token: u1.token });
      expect([bad.status, bad.body.message]).toEqual([
        400,
        expect.stringMatching(/^El tamaño de página debe ser/),
      ]);
    }
  });

  it('keeps each list to its scope: own, a client its users, nobody else', async () => {
    const [mine] = await createShipments(u2, 1);
    const [theirs] = await createShipments(u3, 1);
    const status = (s: Session, path: string) => api('GET', path, { token: s.token }).then((r) => r.status);

    expect(await status(u2, `/shipments/all/${u1.id}?limit=10&page=1`)).toBe(403);
    expect(await status(u2, `/shipments/${theirs._id}`)).toBe(404);
    expect(await status(u3, `/shipments/${mine._id}`)).toBe(404);
    expect(await status(clientB, `/shipments/all/${u2.id}?limit=10&page=1`)).toBe(403);
    expect(await status(clientB, `/shipments/${mine._id}`)).toBe(404);
    // The client reads its users' lists (membership reaches shipments as identity's events)...
    await eventually(async () =>
      (await status(clientA, `/shipments/all/${u2.id}?limit=10&page=1`)) === 200 ? true : undefined,
    );
    expect(await status(clientA, `/shipments/${mine._id}`)).toBe(200);
    // ...and its own id lists its whole account: its users' shipments together.
    const account = await api('GET', `/shipments/all/${clientA.id}?limit=50&page=1`, {
      token: clientA.token,
    });
    const owners = new Set(account.body.docs.map((s: any) => s.user._id));
    expect(owners).toEqual(new Set([u1.id, u2.id]));
    // Staff see anyone's.
    const helpdesk = await demoSession('helpdesk');
    expect(await status(helpdesk, `/shipments/all/${u3.id}?limit=10&page=1`)).toBe(200);
    expect(await status(helpdesk, `/shipments/${theirs._id}`)).toBe(200);
  });

  it('searches addresses, service and amount without accents or case, and filters by status and carrier', async () => {
    const [s] = await createShipments(u2, 1);
    const find = (q: string) =>
      api('GET', `/shipments/all/${u2.id}/query?filter=${encodeURIComponent(q)}`, { token: u2.token }).then(
        (r) => r.body.docs.map((d: any) => d._id) as string[],
      );
    expect(await find('MONTERREY')).toContain(s._id);
    expect(await find('monte')).toContain(s._id);
    expect(await find('alvaro obregon')).toContain(s._id);
    expect(await find('estafeta roma')).toContain(s._id);
    // By amount: for who may see prices (the client of the account), never for role user.
    const amount = (
      await api('GET', `/shipments/${s._id}`, { token: clientA.token })
    ).body.selected_service.total_amount.toFixed(2);
    const byAmount = await api('GET', `/shipments/all/${u2.id}/query?filter=${amount}`, {
      token: clientA.token,
    });
    expect(byAmount.body.docs.map((d: any) => d._id)).toContain(s._id);
    expect(await find(String(amount))).not.toContain(s._id);
    expect(await find('guadalajara')).toEqual([]);
    const q = await api('GET', `/shipments/all/${u2.id}/filter?q=Monterrey`, { token: u2.token });
    expect(q.body.docs.map((d: any) => d._id)).toContain(s._id);

    const unpaid = await api('GET', `/shipments/all/${u2.id}/guide?status=false`, { token: u2.token });
    expect(unpaid.body.docs.every((d: any) => d.status === false)).toBe(true);
    expect(unpaid.body.docs.map((d: any) => d._id)).toContain(s._id);
    const paid = await api('GET', `/shipments/all/${u2.id}/guide?status=true`, { token: u2.token });
    expect(paid.body.docs.map((d: any) => d._id)).not.toContain(s._id);
    const byCarrier = await api('GET', `/shipments/all/${u2.id}/carrier?name=estafeta`, { token: u2.token });
    expect(byCarrier.body.docs.map((d: any) => d._id)).toContain(s._id);
    const none = await api('GET', `/shipments/all/${u2.id}/carrier?name=DHL`, { token: u2.token });
    expect(none.body.docs).toEqual([]);
    const unknown = await api('GET', `/shipments/all/${u2.id}/carrier?name=Patito`, { token: u2.token });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'La paquetería no existe.']);

    const services = await api('GET', `/shipments/all/${u2.id}/carrier-services`, { token: u2.token });
    expect(services.body.data).toEqual([
      expect.objectContaining({
        carrier_code: 'ESTAFETA',
        services: [expect.objectContaining({ service_code: s.selected_service.service_code })],
      }),
    ]);
    const all = await api('GET', '/shipments/all-carrier-services', { token: u2.token });
    expect(all.body.data.map((c: any) => c.carrier_code)).toEqual(
      expect.arrayContaining(['DHL', 'FEDEX', 'ESTAFETA', 'PAQUETEXPRESS', 'REDPACK', 'AMPM']),
    );
    const last = await api('GET', `/shipments/last/shipment/${u2.id}`, { token: u2.token });
    expect(last.body).toMatchObject({ code: 200 });
    expect(last.body.data[0]._id).toBe(s._id);
    const parcels = await api('GET', `/shipments/parcels/${s._id}`, { token: u2.token });
    expect(parcels.body).toEqual({ code: 200, data: [{ ...PARCELS[0], volumetric_weight: 1.8 }] });
  });
});

describe('paid shipments: labels, files, delete and duplicate rules, overweight', () => {
  let owner: Session;
  let stranger: Session;
  beforeAll(async () => {
    const a = await createUser();
    owner = await signIn(a.email, a.password);
    const b = await createUser();
    stranger = await signIn(b.email, b.password);
  });

  it('makes one label per paid shipment, a PDF whose barcode reads the guide number, served only to whom it belongs', async () => {
    const shipments = await createShipments(owner, 2);
    await pay(shipments, owner.id);
    await pay(shipments, owner.id); // delivered twice
    // The route waits up to GUIDES_WAIT_MS (8 s) for the labels; on a busy machine ask again.
    const after = await eventually(
      async () => {
        const r = await api('POST', '/generate-guides-after-pay/many', {
          token: owner.token,
          body: { shipments: shipments.map((s) => s._id) },
        });
        expect(r.status).toBe(200);
        return r.body.execute ? r : undefined;
      },
      { timeoutMs: 40_000, what: 'both labels after the payment' },
    );
    expect(after.body.shipments.map((s: { guide_state: string }) => s.guide_state)).toEqual([
      'generated',
      'generated',
    ]);
    const status = await generated(owner, shipments[0]._id);
    expect(status).toMatchObject({ status: true, guide_state: 'generated' });
    expect(status.number_guide).toMatch(/^\d{10,22}$/);
    expect(status.guide).toMatch(/^\.\/src\/public\/[a-f0-9]{24}-\w+\.pdf$/);
    expect(
      (await api('GET', `/generate-guides-after-pay/${shipments[1]._id}`, { token: owner.token })).body
        .execute,
    ).toBe(true);
    // Two keys may sit on different partitions: wait for both, then count.
    await eventually(() =>
      shipments.every((s) => eventsOf('GuideGenerated', s._id).length) ? true : undefined,
    );
    expect(shipments.map((s) => eventsOf('GuideGenerated', s._id).length)).toEqual([1, 1]);

    const path = status.guide.replace('./src/public/', '/api/public/');
    const pdf = await fetch(`${base()}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeBarcodes(bytes)).toContain(status.number_guide);

    expect((await fetch(`${base()}${path}`)).status).toBe(404);
    expect(
      (await fetch(`${base()}${path}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status,
    ).toBe(404);
    const link = await api('GET', `/shipments/${shipments[0]._id}/label-link`, { token: owner.token });
    expect(link.body.url).toMatch(/^\/api\/public\/.+\?expires=\d+&signature=/);
    expect((await fetch(`${base()}${link.body.url}`)).status).toBe(200);
    expect(
      (
        await fetch(
          `${base()}${link.body.url.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`)}`,
        )
      ).status,
    ).toBe(404);
  });

  it("makes a FedEx-priced shipment's label through FedEx Ship, with the FEDEX account that priced it", async () => {
    // A client with its own FEDEX account on our sandbox (the platform's is also written by other
    // tests' isolated quoting processes, which publish on the same topic).
    const account = await createUser({ rol: 'client' });
    const client = await signIn(account.email, account.password);
    const superadmin = await demoSession('superadmin');
    const platform = (await api('GET', '/credential', { token: superadmin.token })).body.find(
      (c: any) => c.name === 'FEDEX',
    );
    const sandboxUrl = Object.values<Record<string, string>>(platform.keys)
      .map((keys) => keys.url)
      .find((url) => /127\.0\.0\.1:\d+$/.test(url ?? ''))!;
    const own = await api('POST', '/credential', {
      token: client.token,
      body: {
        name: 'FEDEX',
        active: true,
        mode: 'test',
        keys: {
          url: sandboxUrl,
          client_id: `own-${client.id}`,
          client_secret: 'sandbox-secret',
          account: '510087020',
        },
      },
    });
    expect(own.status).toBe(201);
    const q = await api('POST', '/quoting', { token: client.token, body: quoteRequest(1) });
    const option = (q.body.carriers.FEDEX as any[]).find((o) => o.source === 'fedex');
    expect(option).toBeDefined();
    const r = await api('POST', '/shipments', { token: client.token, body: shipment(option.quote_token) });
    expect(r.status).toBe(201);
    // The account reaches shipments as quoting's IntegrationChanged: give the event a moment.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await pay([r.body], client.id);
    const status = await generated(client, r.body._id);
    // FedEx's 12-digit tracking number (ours for rate-card carriers are longer).
    expect(status.number_guide).toMatch(/^\d{12}$/);
  });

  it('refuses to delete a paid shipment (409), deleting none; duplicates a paid one as a new unpaid shipment', async () => {
    const [paid] = await createShipments(owner, 1);
    const [unpaid] = await createShipments(owner, 1);
    await pay([paid], owner.id);
    await generated(owner, paid._id);
    const r = await api('POST', '/shipments/all/delete', {
      token: owner.token,
      body: { list_id: [unpaid._id, paid._id] },
    });
    expect([r.status, r.body.code, r.body.message]).toEqual([
      409,
      'SHIPMENT.PAID',
      'Uno de los envíos ya está pagado y no se puede eliminar. No se eliminó ninguno.',
    ]);
    expect((await api('GET', `/shipments/${unpaid._id}`, { token: owner.token })).status).toBe(200);
    expect(
      (await api('POST', '/shipments/all/delete', { token: stranger.token, body: { list_id: [unpaid._id] } }))
        .status,
    ).toBe(404);

    const dup = await api('POST', '/shipments/all', { token: owner.token, body: { shipments: [paid._id] } });
    expect(dup.status).toBe(201);
    const [copy] = dup.body.shipments;
    expect(copy._id).not.toBe(paid._id);
    expect(copy).toMatchObject({
      status: false,
      guide: null,
      number_guide: null,
      reference: null,
      guide_state: 'none',
      user: { _id: owner.id },
      destination_direction: paid.destination_direction,
      selected_service: { service_code: paid.selected_service.service_code },
    });
    expect(
      (await api('POST', '/shipments/all', { token: stranger.token, body: { shipments: [paid._id] } }))
        .status,
    ).toBe(404);
  });

  it('registers overweight on a paid shipment by staff only, announcing the charge', async () => {
    const [s] = await createShipments(owner, 1);
    const helpdesk = await demoSession('helpdesk');
    const body = { overweight: 1.5, cost_overweight: 87.35 };
    const unpaid = await api('PUT', `/shipments/${s._id}`, { token: helpdesk.token, body });
    expect([unpaid.status, unpaid.body.code]).toEqual([409, 'SHIPMENT.NOT_PAID']);
    await pay([s], owner.id);
    await eventually(async () =>
      (await api('GET', `/shipments/${s._id}`, { token: owner.token })).body.status ? true : undefined,
    );
    expect((await api('PUT', `/shipments/${s._id}`, { token: owner.token, body })).status).toBe(403);
    const r = await api('PUT', `/shipments/${s._id}`, { token: helpdesk.token, body });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ overweight: 1.5, cost_overweight: 87.35, overweight_paid: false });
    const [event] = await eventually(() => {
      const found = eventsOf('OverweightRegistered', s._id);
      return found.length ? found : undefined;
    });
    expect(event.data).toMatchObject({ owner: owner.id, overweightKg: 1.5, costCentavos: 8735 });
    const bad = await api('PUT', `/shipments/${s._id}`, {
      token: helpdesk.token,
      body: { overweight: -1, cost_overweight: 1 },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'El sobrepeso debe ser mayor que 0 kg.']);
  });
});

describe('overweight report: declared against measured, the charge explained, scoped', () => {
  // PARCELS: 2 kg in 30 × 20 × 15 cm (1.8 kg volumetric) bills 2 kg; measured 3.5 kg bills 3.5.
  const MEASURED = [{ weight: 3.5, depth: 30, width: 20, height: 15 }];
  let client: Session;
  let helpdesk: Session;
  let paidId: string;
  let guide: string | null;

  beforeAll(async () => {
    const account = await createUser({ rol: 'client' });
    client = await signIn(account.email, account.password);
    helpdesk = await demoSession('helpdesk');
    const [s] = await createShipments(client, 1);
    paidId = s._id;
    await pay([s], client.id);
    guide = await eventually(async () => {
      const r = (await api('GET', `/shipments/${paidId}`, { token: client.token })).body;
      return r.status && r.number_guide ? (r.number_guide as string) : undefined;
    });
  });

  const register = (body: Record<string, unknown>, token = helpdesk.token) =>
    api('PUT', `/shipments/${paidId}`, { token, body });

  it('refuses measures that do not add up, in Spanish, and changes nothing', async () => {
    for (const [body, message] of [
      [
        { overweight: 1.4, cost_overweight: 87.35, measured_parcels: MEASURED },
        'El sobrepeso no coincide con las medidas de la paquetería: deben ser 1.5 kg.',
      ],
      [
        { overweight: 1.5, cost_overweight: 87.35, measured_parcels: [...MEASURED, ...MEASURED] },
        'Indica las medidas del paquete del envío.',
      ],
      [
        {
          overweight: 1,
          cost_overweight: 10,
          measured_parcels: [{ weight: 1.9, depth: 30, width: 20, height: 15 }],
        },
        'Las medidas de la paquetería facturan 1.9 kg, no más que los 2 kg declarados: no hay sobrepeso.',
      ],
      [
        {
          overweight: 1,
          cost_overweight: 10,
          measured_parcels: [{ weight: 'x', depth: 1, width: 1, height: 1 }],
        },
        'El peso medido debe ser un número.',
      ],
    ] as const) {
      const r = await register(body);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    const listed = await api('GET', `/overweight/user/${client.id}`, { token: client.token });
    expect(listed.body.count).toBe(0);
  });

  it('lists the record with both sides and how the charge was computed, to whom may see it', async () => {
    const r = await register({ overweight: 1.5, cost_overweight: 87.35, measured_parcels: MEASURED });
    expect(r.status).toBe(200);
    const page = await api('GET', `/overweight/user/${client.id}?limit=10&page=1`, { token: client.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, limit: 10, count: 1, pages: 1, previous: null, next: null });
    const [record] = page.body.docs;
    expect(record).toMatchObject({
      _id: paidId,
      number_guide: guide,
      carrier_code: 'ESTAFETA',
      overweight: 1.5,
      cost_overweight: 87.35,
      overweight_paid: false,
      declared: {
        billed_weight: 2,
        parcels: [{ weight: 2, depth: 30, width: 20, height: 15, volumetric_weight: 1.8, billed_weight: 2 }],
      },
      measured: {
        billed_weight: 3.5,
        parcels: [{ weight: 3.5, volumetric_weight: 1.8, billed_weight: 3.5 }],
      },
      charge: { charged_weight: 3.5, cost_per_kg: 58.23 },
    });
    expect(record.total).toBeCloseTo(record.cost_overweight + (await shipmentTotal()), 2);
    // Computed from the rate card as the quote does it; the cost staff confirmed is another.
    const quote = await api('POST', `/shipments/${paidId}/overweight/quote`, {
      token: helpdesk.token,
      body: { measured_parcels: MEASURED },
    });
    expect(quote.body).toMatchObject({ overweight: 1.5, method: 'ratecard', measured_billed_weight: 3.5 });
    expect(record.charge.explanation).toBe(
      `${quote.body.explanation} Cargo confirmado por el personal: $87.35 (el cálculo daba ` +
        `${formatMXN(Math.round(quote.body.cost_overweight * 100))}).`,
    );

    // The unpaged list, and everyone's for staff asking with their own id, with the filters.
    const list = await api('GET', `/shipments/all/${client.id}/overweight`, { token: client.token });
    expect(list.body.docs.map((d: any) => d._id)).toEqual([paidId]);
    const staff = (q: string) =>
      api('GET', `/overweight/user/${helpdesk.id}?limit=50${q}`, { token: helpdesk.token });
    const ids = async (q: string) => (await staff(q)).body.docs.map((d: any) => d._id);
    expect(await ids('')).toContain(paidId);
    const seenByHelpdesk = (await staff(`&filter=${guide}`)).body.docs[0];
    expect(seenByHelpdesk).toMatchObject({ _id: paidId, cost_overweight: 87.35 });
    expect(seenByHelpdesk).not.toHaveProperty('total');
    expect(await ids('&filter=pendiente')).toContain(paidId);
    expect(await ids(`&filter=${guide}`)).toEqual([paidId]);
    expect(await ids('&status=pagado')).not.toContain(paidId);
    expect(await ids(`&service=${encodeURIComponent(record.service.toUpperCase())}`)).toContain(paidId);
    const badStatus = await staff('&status=cobrado');
    expect([badStatus.status, badStatus.body.message]).toEqual([
      400,
      'El estatus debe ser pagado o pendiente.',
    ]);

    // A stranger client, a user, and someone else's id.
    const other = await createUser({ rol: 'client' });
    const stranger = await signIn(other.email, other.password);
    expect((await api('GET', `/overweight/user/${client.id}`, { token: stranger.token })).status).toBe(403);
    expect(
      (await api('GET', `/shipments/all/${client.id}/overweight`, { token: stranger.token })).status,
    ).toBe(403);
    const u = await createUser();
    const user = await signIn(u.email, u.password);
    expect((await api('GET', `/overweight/user/${user.id}`, { token: user.token })).status).toBe(403);

    // 'Registrar sobrepeso' starts from the guide: staff find any shipment by it, others only theirs.
    const byGuide = (token: string, g = guide!) => api('GET', `/shipments/by-guide/${g}`, { token });
    expect((await byGuide(helpdesk.token)).body).toMatchObject({ _id: paidId, number_guide: guide });
    expect((await byGuide(client.token)).body._id).toBe(paidId);
    expect((await byGuide(stranger.token)).body).toMatchObject({
      statusCode: 404,
      code: 'GUIDE.NOT_FOUND',
      message: `No encontramos un envío con la guía ${guide}.`,
    });
    expect((await byGuide(helpdesk.token, 'abc')).body).toMatchObject({
      statusCode: 400,
      message: 'El número de guía debe tener más de 6 caracteres.',
    });
    expect((await api('GET', `/overweight/user/${stranger.id}`, { token: stranger.token })).body.count).toBe(
      0,
    );
  });

  it('keeps a paid overweight charge as it was charged', async () => {
    await publishEvents(OverweightCharged, [
      {
        key: paidId,
        data: {
          shipmentId: paidId,
          owner: client.id,
          amountCentavos: 8735,
          method: 'wallet' as const,
          paymentId: `ow-${paidId}`,
          paidAt: new Date().toISOString(),
        },
      },
    ]);
    await eventually(async () =>
      (await api('GET', `/overweight/user/${client.id}?status=pagado`, { token: client.token })).body
        .count === 1
        ? true
        : undefined,
    );
    const again = await register({ overweight: 1.5, cost_overweight: 87.35, measured_parcels: MEASURED });
    expect(again.status).toBe(200);
    const changed = await register({ overweight: 2, cost_overweight: 100 });
    expect([changed.status, changed.body.code]).toEqual([409, 'OVERWEIGHT.PAID']);
  });

  async function shipmentTotal(): Promise<number> {
    const r = await api('GET', `/shipments/${paidId}`, { token: client.token });
    return r.body.selected_service.total_amount;
  }
});

function base() {
  return `http://127.0.0.1:${appEnv('bff').PORT}`;
}

/** The barcodes of a PDF's first page (poppler renders it, zbar reads it). */
function decodeBarcodes(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'label-'));
  writeFileSync(join(dir, 'label.pdf'), pdf);
  execFileSync(
    'pdftoppm',
    ['-r', '200', '-png', '-f', '1', '-l', '1', join(dir, 'label.pdf'), join(dir, 'page')],
    { stdio: 'ignore' },
  );
  const out = execFileSync('sh', [
    '-c',
    `zbarimg --quiet --raw ${join(dir, 'page')}*.png 2>/dev/null || true`,
  ]).toString();
  return out.split('\n').filter(Boolean);
}
