import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PickupsRoutes, ShipmentPaid } from '@envios/contracts';
import { addCalendarDays, dayOfWeek, toMexicoCityDate } from '@envios/domain';
import {
  api,
  appUrl,
  callRoute,
  createUser,
  demoSession,
  eventually,
  publishEvents,
  saveOriginAddress,
  signIn,
  type Session,
} from '@envios/testing';
import { createShipments } from './shipment-helpers';

jest.setTimeout(60_000);

/**
 * Issue 30, pickups (POST/GET/PUT/DELETE /pickups, the manifest): through the running BFF against
 * the shipments service and the carrier network of the carrier sandbox (Estafeta: our rate card).
 * The window's close is named by the test (POST /internal/pickups/close-windows {at, pickups}).
 */

/** Estafeta collects Monday to Saturday: the first such day after `from`. */
const estafetaDayAfter = (from: string) => {
  let d = addCalendarDays(from, 1);
  while (dayOfWeek(d) === 0) d = addCalendarDays(d, 1);
  return d;
};
const today = toMexicoCityDate(new Date());
const D1 = estafetaDayAfter(today);
const D2 = estafetaDayAfter(D1);
const sundayAhead = (() => {
  let d = addCalendarDays(today, 1);
  while (dayOfWeek(d) !== 0) d = addCalendarDays(d, 1);
  return d;
})();

const roma = {
  name: 'Ana Origen',
  phone: '5512345678',
  street: 'Avenida Álvaro Obregón',
  number: '120',
  colony: 'Roma Norte',
  city: 'Ciudad de México',
  state_short: 'CDMX',
  postal_code: '06700',
};
/** The same place typed another way: one address for "one pickup per day". */
const romaAgain = { ...roma, street: 'avenida alvaro obregon', name: 'Recepción' };
const condesa = { ...roma, street: 'Ámsterdam', number: '55', colony: 'Condesa', postal_code: '06100' };

async function payAndLabel(session: Session, shipments: { _id: string }[]) {
  await publishEvents(
    ShipmentPaid,
    shipments.map((s) => ({
      key: s._id,
      data: {
        shipmentId: s._id,
        owner: session.id,
        amountCentavos: 10_000,
        method: 'wallet' as const,
        paymentId: `pay-${s._id}`,
        paidAt: new Date().toISOString(),
      },
    })),
  );
  return Promise.all(
    shipments.map((s) =>
      eventually(
        async () => {
          const r = await api('GET', `/shipments/status/guide/${s._id}`, { token: session.token });
          return r.body.data?.guide_state === 'generated' ? (r.body.data.number_guide as string) : undefined;
        },
        { what: `label of ${s._id}`, timeoutMs: 30_000 },
      ),
    ),
  );
}

const schedule = (session: Session, body: Record<string, unknown>, key?: string) =>
  api('POST', '/pickups', {
    token: session.token,
    body: {
      carrier: 'ESTAFETA',
      date: D1,
      window: { ready: '10:00', close: '14:00' },
      address: roma,
      ...body,
    },
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const closeWindows = (at: string, pickups: string[]) =>
  callRoute(appUrl('shipments'), PickupsRoutes.closePickupWindows, { body: { at, pickups } });

describe('pickups', () => {
  let owner: Session;
  let stranger: Session;
  let guides: string[];
  let unpaidId: string;
  let strangerGuide: string;

  beforeAll(async () => {
    const [a, b] = await Promise.all([createUser({ rol: 'client' }), createUser({ rol: 'client' })]);
    [owner, stranger] = await Promise.all([signIn(a.email, a.password), signIn(b.email, b.password)]);
    const [mine, theirs, unpaid] = await Promise.all([
      createShipments(owner, 4),
      createShipments(stranger, 1),
      createShipments(owner, 1),
    ]);
    unpaidId = unpaid[0]._id;
    [guides, [strangerGuide]] = await Promise.all([payAndLabel(owner, mine), payAndLabel(stranger, theirs)]);
  });

  it('refuses bad requests with a Spanish 4xx and a stable code, and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ guides: [] }, 422, 'PICKUP.NO_GUIDES', /al menos una guía/],
      [
        { guides: [guides[0]], window: { ready: '14:00', close: '10:00' } },
        422,
        'PICKUP.WINDOW_INVALID',
        /anterior a la hora de cierre/,
      ],
      [{ guides: [guides[0]], date: addCalendarDays(today, -1) }, 422, 'PICKUP.DATE_PAST', /ya pasó/],
      [
        { guides: [guides[0]], date: sundayAhead },
        422,
        'PICKUP.NOT_A_PICKUP_DAY',
        /Estafeta no recolecta ese día; recolecta de lunes a sábado/,
      ],
      [
        { guides: [guides[0]], window: { ready: '07:00', close: '12:00' } },
        422,
        'PICKUP.WINDOW_OUT_OF_HOURS',
        /entre las 09:00 y las 18:00/,
      ],
      [{ guides: [guides[0]], carrier: 'AMPM' }, 422, 'PICKUP.GUIDE_OTHER_CARRIER', /es de otra paquetería/],
      [{ guides: [strangerGuide] }, 422, 'PICKUP.GUIDE_UNKNOWN', /no existe en tu cuenta/],
      [{ guides: [unpaidId] }, 422, 'PICKUP.GUIDE_NOT_LABELLED', /no tiene etiqueta lista/],
      [{ guides: [guides[0]], date: 'mañana' }, 400, 'REQUEST.VALIDATION_FAILED', /AAAA-MM-DD/],
    ];
    for (const [body, status, code, message] of cases) {
      const r = await schedule(owner, body);
      expect([code, r.status, r.body.code]).toEqual([code, status, code]);
      expect(r.body.message).toMatch(message);
    }
    expect((await api('GET', '/pickups', { token: owner.token })).body.docs).toEqual([]);
  });

  it('schedules, reschedules, cancels, misses and collects pickups, each once', async () => {
    // Scheduled (twice the same key: one pickup).
    const first = await schedule(owner, { guides: guides.slice(0, 2) }, `pk-${owner.id}`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      carrier: 'ESTAFETA',
      status: 'scheduled',
      status_label: 'Programada',
      date: D1,
      pieces: 2,
      can_reschedule: true,
      can_cancel: true,
    });
    expect(first.body.confirmation_number).toMatch(/^\d{9}$/);
    const again = await schedule(owner, { guides: guides.slice(0, 2) }, `pk-${owner.id}`);
    expect(again.body.id).toBe(first.body.id);
    const id = first.body.id as string;

    // A guide in an active pickup; a second pickup the same day at the same address.
    const taken = await schedule(owner, { guides: [guides[1]], date: D2 });
    expect([taken.status, taken.body.code]).toEqual([409, 'PICKUP.GUIDE_IN_PICKUP']);
    const second = await schedule(owner, { guides: [guides[2]], address: romaAgain });
    expect([second.status, second.body.code]).toEqual([409, 'PICKUP.ONE_PER_DAY']);
    expect(second.body.message).toMatch(/Estafeta hace una por día/);

    // The manifest: guides, parcels, weights, the window and the signature lines.
    const pdf = await fetch(`${appUrl('bff')}/api/v1/pickups/${id}/manifest`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of [
      'Relación de envíos',
      'ESTAFETA',
      guides[0],
      guides[1],
      'de 10:00 a 14:00 h',
      first.body.confirmation_number,
      'Totales: 2 envíos · 2 piezas · 4.00 kg',
      'Entrega (nombre y firma)',
      'Recibe el operador de Estafeta',
    ])
      expect(text).toContain(expected);

    // Rescheduled: cancelled and booked again at the carrier, another confirmation.
    const moved = await api('PUT', `/pickups/${id}`, {
      token: owner.token,
      body: { date: D2, window: { ready: '11:00', close: '15:00' } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'scheduled',
      date: D2,
      window: { ready: '11:00', close: '15:00' },
    });
    expect(moved.body.confirmation_number).not.toBe(first.body.confirmation_number);
    expect(moved.body.history.map((h: { action: string }) => h.action)).toEqual(['scheduled', 'rescheduled']);

    // Cancelled (D1 at that address is free again), then nothing more to cancel.
    const third = await schedule(owner, { guides: [guides[2]], address: romaAgain });
    expect(third.status).toBe(201);
    const cancelled = await api('DELETE', `/pickups/${third.body.id}`, { token: owner.token });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      status_label: 'Cancelada',
      can_cancel: false,
    });
    const twice = await api('DELETE', `/pickups/${third.body.id}`, { token: owner.token });
    expect([twice.status, twice.body.code]).toEqual([409, 'PICKUP.NOT_ACTIVE']);

    // Missed: the window closed and the carrier shows no pickup scan; offered for rescheduling.
    const fourth = await schedule(owner, { guides: [guides[2]], address: condesa });
    expect(fourth.status).toBe(201);
    const early = await closeWindows(`${D1}T19:00:00Z`, [fourth.body.id]);
    expect(early.body).toEqual({ collected: [], missed: [] });
    const late = await closeWindows(`${D1}T21:00:00Z`, [fourth.body.id]);
    expect(late.body).toEqual({ collected: [], missed: [fourth.body.id] });
    const missed = await api('GET', `/pickups/${fourth.body.id}`, { token: owner.token });
    expect(missed.body).toMatchObject({
      status: 'missed',
      status_label: 'No recolectada',
      can_reschedule: true,
    });
    const rebooked = await api('PUT', `/pickups/${fourth.body.id}`, {
      token: owner.token,
      body: { date: D2, window: { ready: '10:00', close: '14:00' } },
    });
    expect(rebooked.body).toMatchObject({ status: 'scheduled', date: D2, missed_at: null });

    // Collected: the courier scanned a guide of the rescheduled pickup.
    await sandboxAdvance(guides[0]);
    await closeWindows(`${D2}T23:00:00Z`, [id]);
    const collected = await eventually(
      async () => {
        const r = await api('GET', `/pickups/${id}`, { token: owner.token });
        return r.body.status === 'collected' ? r.body : undefined;
      },
      { what: 'pickup collected', timeoutMs: 10_000 },
    );
    expect(collected).toMatchObject({
      status_label: 'Recolectada',
      can_cancel: false,
      can_reschedule: false,
    });
    const late2 = await api('DELETE', `/pickups/${id}`, { token: owner.token });
    expect([late2.status, late2.body.code]).toEqual([409, 'PICKUP.NOT_ACTIVE']);

    const list = await api('GET', '/pickups', { token: owner.token });
    expect(list.body.docs.map((p: { status: string }) => p.status).sort()).toEqual([
      'cancelled',
      'collected',
      'scheduled',
    ]);
  });

  it('keeps pickups to their account and to the roles that ship', async () => {
    const mine = (await api('GET', '/pickups', { token: owner.token })).body.docs[0];
    const other = await api('GET', `/pickups/${mine.id}`, { token: stranger.token });
    expect([other.status, other.body.code]).toEqual([404, 'PICKUP.NOT_FOUND']);
    expect((await api('GET', '/pickups', { token: stranger.token })).body.docs).toEqual([]);
    const helpdesk = await demoSession('helpdesk');
    expect((await api('GET', '/pickups', { token: helpdesk.token })).status).toBe(403);
  });

  it('offers in the form the labelled guides in no pickup, with the carrier’s rules', async () => {
    const r = await api('GET', '/pickups/candidates', { token: owner.token });
    expect(r.status).toBe(200);
    const estafeta = r.body.carriers.find((c: { carrier: string }) => c.carrier === 'ESTAFETA');
    expect(estafeta.rules).toMatchObject({
      days: [1, 2, 3, 4, 5, 6],
      same_day_cutoff: '13:00',
      one_per_day: true,
    });
    // guides[0] and [1] are in the collected pickup, guides[2] in the rescheduled missed one.
    expect(estafeta.guides.map((g: { guide: string }) => g.guide)).toEqual([guides[3]]);
    expect(estafeta.guides[0].origin).toMatchObject({ postal_code: '06700' });
  });

  it('answers the same through the public API (/api/v2, scope shipments), from a saved address', async () => {
    const created = await api('POST', '/api-keys', {
      token: owner.token,
      body: { name: 'Recolecciones', scopes: ['shipments'] },
    });
    const key = created.body.key as string;
    const savedId = await saveOriginAddress(owner.token, 'Bodega Roma');
    const body = {
      carrier: 'ESTAFETA',
      guides: [guides[3]],
      date: D1,
      window: { ready: '12:00', close: '17:00' },
    };
    const noKey = await v2(key, 'POST', '/pickups', { ...body, address: { saved_id: savedId } });
    expect([noKey.status, noKey.body.code]).toEqual([400, 'IDEMPOTENCY.KEY_REQUIRED']);
    const unknown = await v2(
      key,
      'POST',
      '/pickups',
      { ...body, address: { saved_id: '0'.repeat(24) } },
      'pk-a',
    );
    expect([unknown.status, unknown.body.code]).toEqual([422, 'PICKUP.ADDRESS_NOT_FOUND']);
    const made = await v2(key, 'POST', '/pickups', { ...body, address: { saved_id: savedId } }, 'pk-b');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'scheduled', address: { street: 'Orizaba', number: '45' } });
    const listed = await v2(key, 'GET', '/pickups');
    expect(listed.body.docs.map((p: { id: string }) => p.id)).toContain(made.body.id);
    const manifest = await fetch(`${appUrl('bff')}/api/v2/pickups/${made.body.id}/manifest`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect([manifest.status, manifest.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pdfText(Buffer.from(await manifest.arrayBuffer()))).toContain(guides[3]);
  });
});

async function v2(key: string, method: string, path: string, body?: unknown, idempotencyKey?: string) {
  const res = await fetch(`${appUrl('bff')}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function sandboxAdvance(trackingNumber: string) {
  const r = await fetch(`${appUrl('carrier-sandbox')}/__sandbox/network/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ carrier: 'ESTAFETA', trackingNumber, to: 'next' }),
  });
  expect(r.status).toBe(200);
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pickup-manifest-'));
  const file = join(dir, 'manifest.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
