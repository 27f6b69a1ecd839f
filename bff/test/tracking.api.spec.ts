import {
  api,
  appEnv,
  appUrl,
  createUser,
  demoSession,
  eventually,
  freePort,
  rawRequest,
  ServiceProcess,
  signIn,
  TopicListener,
  type Session,
} from '@envios/testing';
import { Redis } from 'ioredis';
import { Topics } from '@envios/contracts';
import { createShipments } from './shipment-helpers';

jest.setTimeout(180_000);

const sandbox = () => appUrl('carrier-sandbox');

async function sandboxPost(path: string, body: unknown) {
  const r = await fetch(`${sandbox()}/__sandbox/network/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(r.status).toBe(200);
  return (await r.json()) as { events?: { code: string; description: string }[] };
}

async function freshClient(): Promise<Session> {
  const u = await createUser({ rol: 'client' });
  return signIn(u.email, u.password);
}

/** A shipment of the session's, paid from its wallet, with its label made: its id and guide number. */
async function paidGuide(session: Session): Promise<{ shipmentId: string; guide: string }> {
  const staff = await demoSession('superadmin');
  const credit = await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: session.id, cantidadAbonar: 1000 },
  });
  expect(credit.status).toBe(201);
  const [shipment] = await createShipments(session, 1);
  const paid = await api('POST', '/payments/many/monedero', {
    token: session.token,
    body: { user: session.id, shipments: [shipment._id] },
  });
  expect(paid.body.message).toBe('ok');
  const guide = await eventually(
    async () =>
      (await api('GET', `/shipments/status/guide/${shipment._id}`, { token: session.token })).body.data
        ?.number_guide as string | undefined,
    { timeoutMs: 30_000, what: 'the label' },
  );
  return { shipmentId: shipment._id, guide };
}

const track = (guide: string) => api('POST', '/tracking', { body: { guide_number: guide } });

describe('tracking: a paid guide followed from its label to its delivery', () => {
  let listener: TopicListener;
  beforeAll(async () => {
    listener = await new TopicListener(Topics.tracking).start();
  });
  afterAll(() => listener?.stop());

  it('shows each step in the public lookup, on the shipment and in TrackingStatusChanged, then ShipmentDelivered', async () => {
    const client = await freshClient();
    const { shipmentId, guide } = await paidGuide(client);
    // The helpers' quotes are Estafeta's (our rate card): the carrier network follows the guide.
    // Its story starts now and is an ordinary delivery (the hash could have drawn a return).
    await sandboxPost('register', { carrier: 'ESTAFETA', trackingNumber: guide, scenario: 'normal' });

    const first = await eventually(
      async () => {
        const r = await track(guide);
        return r.status === 200 && r.body.shipment_event.length === 1 && r.body;
      },
      { timeoutMs: 30_000, what: 'the first event in the lookup' },
    );
    expect(first).toMatchObject({
      number_guide: guide,
      carrier: 'ESTAFETA',
      status: 'Guía creada',
      portal_status: 'label_created',
      delivered_at: null,
      shipment_event: [{ status: 'Guía creada', date: expect.any(String) }],
    });

    // The pickup, and it reaches the shipment as Estafeta's text (its last event) and portal status.
    await sandboxPost('advance', { carrier: 'ESTAFETA', trackingNumber: guide, to: 'next' });
    await eventually(
      async () => {
        const s = (await api('GET', `/shipments/${shipmentId}`, { token: client.token })).body;
        return s.tracking_code === 'picked_up' && s.tracking_status === 'Recolectado';
      },
      { timeoutMs: 30_000, what: 'the pickup on the shipment' },
    );

    const story = await sandboxPost('advance', {
      carrier: 'ESTAFETA',
      trackingNumber: guide,
      to: 'delivered',
    });
    const delivered = await eventually(
      async () => {
        const r = await track(guide);
        return r.body.portal_status === 'delivered' && r.body;
      },
      { timeoutMs: 30_000, what: 'the delivery in the lookup' },
    );
    expect(delivered.status).toBe('Entregado');
    expect(delivered.shipment_event.map((e: { status: string }) => e.status)).toEqual(
      story.events!.map((e) => e.description),
    );
    expect(delivered.delivered_at).not.toBeNull();
    const shipment = await eventually(
      async () => {
        const s = (await api('GET', `/shipments/${shipmentId}`, { token: client.token })).body;
        return s.delivered_at && s;
      },
      { timeoutMs: 30_000, what: 'the delivery on the shipment' },
    );
    expect(shipment).toMatchObject({ tracking_code: 'delivered', tracking_status: 'Entregado' });

    const events = await eventually(
      () => {
        // The relay publishes at least once: a repeat carries the same event id.
        const byId = new Map(
          listener.messages
            .filter((m) => m.key === shipmentId)
            .map((m) => JSON.parse(m.value!) as { id: string; type: string; data: Record<string, unknown> })
            .map((e) => [e.id, e]),
        );
        const mine = [...byId.values()];
        return mine.some((e) => e.type === 'ShipmentDelivered') && mine;
      },
      { timeoutMs: 20_000, what: 'ShipmentDelivered' },
    );
    const changes = events.filter((e) => e.type === 'TrackingStatusChanged').map((e) => e.data);
    const versions = changes.map((c) => c.version as number);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    expect(changes.map((c) => c.status)).toEqual(
      expect.arrayContaining(['label_created', 'picked_up', 'delivered']),
    );
    expect(changes[changes.length - 1]).toMatchObject({
      owner: client.id,
      numberGuide: guide,
      status: 'delivered',
    });
    expect(events.filter((e) => e.type === 'ShipmentDelivered')).toHaveLength(1);

    // A delivered guide leaves the poll schedule: its carrier is not asked about it any more.
    const redis = new Redis(appEnv('tracking').REDIS_URL);
    try {
      expect(await redis.zscore('envios:tracking:due:ESTAFETA', guide)).toBeNull();
    } finally {
      redis.disconnect();
    }

    // Its tracking PDF, public like the lookup.
    const pdf = await rawRequest(appUrl('bff'), 'GET', `/api/public/${guide}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
  });

  it("stops following a guide its owner cancels, and says 'Guía cancelada'", async () => {
    const client = await freshClient();
    const { shipmentId, guide } = await paidGuide(client);
    await eventually(async () => (await track(guide)).status === 200, { what: 'the guide to be followed' });
    const cancelled = await api('POST', `/shipments/${shipmentId}/cancel`, { token: client.token });
    expect(cancelled.status).toBe(200);
    const r = await eventually(
      async () => {
        const t = await track(guide);
        return t.body.status === 'Guía cancelada' && t.body;
      },
      { timeoutMs: 20_000, what: 'the cancellation in the lookup' },
    );
    expect(r.portal_status).toBe('cancelled');
  });
});

describe('tracking: lookups', () => {
  it("answers an unknown guide with 404 and 'No se encontró la guía {guide}.'", async () => {
    const r = await track('ZZ99999999');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({
      statusCode: 404,
      code: 'TRACKING.NOT_FOUND',
      message: 'No se encontró la guía ZZ99999999.',
    });
  });

  it.each([
    ['123456', 'El número de guía debe tener más de 6 caracteres.'],
    ['1'.repeat(41), 'El número de guía no puede tener más de 40 caracteres.'],
    ['GUÍA123456', 'El número de guía solo admite letras, números y guiones.'],
    ["1234567' OR '1'='1", 'El número de guía solo admite letras, números y guiones.'],
    ['<script>alert(1)</script>', 'El número de guía solo admite letras, números y guiones.'],
  ])('refuses %j with 400 and a Spanish message', async (guide, message) => {
    const r = await track(guide);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
    expect(JSON.stringify(r.body)).toContain(message);
  });

  it('answers alike whether the lookup lane takes the request or the Nest route does (a chunked body)', async () => {
    const chunked = async (text: string) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
      const r = await fetch(`${appUrl('bff')}/api/v1/tracking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      return { status: r.status, body: (await r.json()) as Record<string, unknown>, headers: r.headers };
    };
    for (const text of ['{"guide_number":"ZZ99999998"}', '{"guide_number":"12"}', '{"guide_number":']) {
      const viaNest = await chunked(text);
      const viaLane = await rawRequest(appUrl('bff'), 'POST', '/api/v1/tracking', { rawBody: text });
      expect(viaLane.status).toBe(viaNest.status);
      expect({ ...viaLane.body, correlationId: 'x' }).toEqual({ ...viaNest.body, correlationId: 'x' });
      for (const name of ['content-security-policy', 'x-content-type-options', 'cache-control'])
        expect(viaLane.headers.get(name)).toBe(viaNest.headers.get(name));
      expect(viaLane.headers.get('x-correlation-id')).toBe(viaLane.body.correlationId);
    }
  });

  it('refuses a body without a guide, or with something else', async () => {
    for (const body of [{}, { guide_number: 12345678 }, { guide_number: null }]) {
      const r = await api('POST', '/tracking', { body });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('REQUEST.VALIDATION_FAILED');
    }
  });

  it.each([
    ['dhl', 'En recolección'],
    ['dhlApi', 'En recolección'],
    ['fedex', 'En recolecion'],
    ['estafeta', 'Guía creada'],
    ['ampm', 'Envío en tránsito'],
    ['redpack', 'En recolección'],
  ])("words a guide %s does not have as that carrier's not-found (section 4): %s", async (source, text) => {
    const r = await api('POST', `/tracking/${source}`, { body: { guide_number: 'QQ12345678' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: text, shipment_event: [] });
  });

  it('refuses an unknown carrier source', async () => {
    const r = await api('POST', '/tracking/ups', { body: { guide_number: 'QQ12345678' } });
    expect(r.status).toBe(400);
  });

  it('has no tracking PDF for a guide nobody follows', async () => {
    const r = await rawRequest(appUrl('bff'), 'GET', '/api/public/QQ12345678.pdf');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ statusCode: 404, code: 'TRACKING.NOT_FOUND' });
  });
});

describe('tracking: GET /tracking/all', () => {
  it("needs a session, and counts only the caller's active guides", async () => {
    expect((await api('GET', '/tracking/all')).status).toBe(401);
    const a = await freshClient();
    const b = await freshClient();
    await paidGuide(a);
    const mine = await eventually(
      async () => {
        const r = await api('GET', '/tracking/all', { token: a.token });
        return r.status === 200 && r.body.active === 1 && r.body;
      },
      { what: "a's guide to be active" },
    );
    expect(mine.refreshed).toBeLessThanOrEqual(1);
    expect((await api('GET', '/tracking/all', { token: b.token })).body).toEqual({ active: 0, refreshed: 0 });
  });
});

describe('tracking: live updates', () => {
  it("pushes a guide's changes to its owner's open stream, and not to anyone else's", async () => {
    const owner = await freshClient();
    const stranger = await freshClient();
    const { shipmentId, guide } = await paidGuide(owner);
    await eventually(async () => (await track(guide)).status === 200, { what: 'the guide to be followed' });

    const open = (session: Session) => {
      const controller = new AbortController();
      const received: string[] = [];
      const done = fetch(`${appUrl('bff')}/api/v1/live/shipments`, {
        headers: { authorization: `Bearer ${session.token}`, accept: 'text/event-stream' },
        signal: controller.signal,
      })
        .then(async (res) => {
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toContain('text/event-stream');
          const decoder = new TextDecoder();
          for await (const chunk of res.body!) received.push(decoder.decode(chunk as Uint8Array));
        })
        .catch((err: Error) => {
          if (err.name !== 'AbortError') throw err;
        });
      return { received: () => received.join(''), close: () => (controller.abort(), done) };
    };
    const mine = open(owner);
    const theirs = open(stranger);
    await new Promise((r) => setTimeout(r, 500));
    await sandboxPost('register', { carrier: 'ESTAFETA', trackingNumber: guide, scenario: 'normal' });
    await sandboxPost('advance', { carrier: 'ESTAFETA', trackingNumber: guide, to: 'delivered' });
    await eventually(() => mine.received().includes('"tracking_code":"delivered"'), {
      timeoutMs: 30_000,
      what: 'the delivery on the live stream',
    });
    expect(mine.received()).toContain('event: shipment');
    expect(mine.received()).toContain(`"shipmentId":"${shipmentId}"`);
    expect(theirs.received()).not.toContain(shipmentId);
    await Promise.all([mine.close(), theirs.close()]);
    expect((await rawRequest(appUrl('bff'), 'GET', '/api/v1/live/shipments')).status).toBe(401);
  });
});

describe('tracking: a flood from one address', () => {
  it('is throttled with 429 (its own BFF, limits on)', async () => {
    const redis = new URL(appEnv('bff').REDIS_URL);
    redis.pathname = '/4';
    const client = new Redis(redis.toString());
    await client.flushdb();
    client.disconnect();
    const bff = new ServiceProcess('bff', {
      RATE_LIMITS: 'on',
      REDIS_URL: redis.toString(),
      PORT: String(await freePort()),
    }).start();
    try {
      await bff.ready();
      // The limit counts per clock minute: the flood goes at once, and not in a minute's last
      // seconds (a flood across two minutes is two floods).
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
      const statuses = await Promise.all(
        Array.from(
          { length: 65 },
          async () =>
            (
              await rawRequest(bff.url, 'POST', '/api/v1/tracking', {
                body: { guide_number: 'ZZ99999999' },
              })
            ).status,
        ),
      );
      expect(statuses.filter((s) => s === 404)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    } finally {
      await bff.stop();
    }
  });
});
