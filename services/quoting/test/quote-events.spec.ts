import { Headers, Topics, type QuoteResponse } from '@envios/contracts';
import { api, createUser, eventually, signIn, TopicListener, type Session } from '@envios/testing';

/** QuoteIssued (analytics): one event per quote, collected into shared Kafka batches, never lost or doubled. */
describe('QuoteIssued', () => {
  let listener: TopicListener;
  let buyer: Session;

  beforeAll(async () => {
    listener = await new TopicListener(Topics.quoting).start();
    const user = await createUser({ rol: 'admin' });
    buyer = await signIn(user.email, user.password);
  });

  afterAll(async () => {
    await listener?.stop();
  });

  it('is published once per quote, keyed by the user, with what the user was offered, for a burst of concurrent quotes', async () => {
    const destinations = ['64000', '44100', '97000', '01000', '22200'];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api<QuoteResponse>('POST', '/quoting', {
          token: buyer.token,
          body: {
            cantidadGuias: 1 + (i % 5),
            parcels: [{ weight: 1 + (i % 7), depth: 30, width: 20, height: 15 }],
            origin_direction: { country_code: 'MX', postal_code: '06700' },
            destination_direction: { country_code: 'MX', postal_code: destinations[i % destinations.length] },
            package_type: 'package',
          },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(40).fill(200));

    const mine = () =>
      listener.messages
        .filter((m) => m.key === buyer.id && m.headers[Headers.eventType] === 'QuoteIssued')
        .map(
          (m) =>
            JSON.parse(m.value!) as {
              id: string;
              data: {
                destination: { postalCode: string };
                cantidadGuias: number;
                options: { carrier: string; service: string; totalCentavos: number }[];
              };
            },
        );
    const events = await eventually(async () => (mine().length >= 40 ? mine() : undefined), {
      what: '40 QuoteIssued events',
      timeoutMs: 20_000,
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(mine()).toHaveLength(40);
    expect(new Set(events.map((e) => e.id)).size).toBe(40);

    // Every response has its event: same destination, guides and per-option totals in centavos.
    const summary = (
      destination: string,
      guides: number,
      options: { carrier: string; service: string; totalCentavos: number }[],
    ) =>
      `${destination}|${guides}|${options
        .map((o) => `${o.carrier}:${o.service}:${o.totalCentavos}`)
        .sort()
        .join(',')}`;
    const fromResponses = responses.map((r, i) =>
      summary(
        destinations[i % destinations.length],
        r.body.cantidadGuias,
        Object.values(r.body.carriers)
          .flat()
          .map((o) => ({
            carrier: o!.carrier_code,
            service: o!.service_code,
            totalCentavos: Math.round(o!.total_amount! * 100),
          })),
      ),
    );
    const fromEvents = events.map((e) =>
      summary(e.data.destination.postalCode, e.data.cantidadGuias, e.data.options),
    );
    expect(fromEvents.sort()).toEqual(fromResponses.sort());
  });
});
