import { appUrl, freePort } from '@envios/testing';
import type { CarrierCall } from '../src/carrier-calls';
import { CarrierConnectors } from '../src/connector-factory';
import { ownGuideNumber } from '../src/labels/guide-number';

/**
 * The connectors' call observer (what the services turn into carrier_request_duration_seconds),
 * against the stack's carrier sandbox: every HTTP call to FedEx or the carrier network is told once,
 * with its carrier, the port's operation, its status class (or no answer) and its duration.
 */
describe('carrier calls observed (against the carrier sandbox)', () => {
  const sandbox = appUrl('carrier-sandbox');
  const signal = () => AbortSignal.timeout(10_000);
  let calls: CarrierCall[];
  let connectors: CarrierConnectors;

  beforeEach(() => {
    calls = [];
    connectors = new CarrierConnectors({ networkUrl: sandbox, observe: (call) => calls.push(call) });
  });

  const timed = (call: CarrierCall) => {
    expect(call.seconds).toBeGreaterThan(0);
    expect(call.seconds).toBeLessThan(10);
    return { ...call, seconds: 'timed' };
  };

  it('FedEx: the OAuth token once, then each API call, by operation', async () => {
    const fedex = connectors.apiConnector(
      'FEDEX',
      { url: sandbox, client_id: `metrics-spec-${process.pid}`, client_secret: 'sandbox-secret' },
      'track',
    )!;
    const track = () => fedex.track({ carrier: 'FEDEX', trackingNumber: '794600000000', signal: signal() });
    await track();
    await track();
    expect(calls.map(timed)).toEqual([
      { carrier: 'FEDEX', operation: 'token', outcome: '2xx', seconds: 'timed' },
      { carrier: 'FEDEX', operation: 'track', outcome: '2xx', seconds: 'timed' },
      { carrier: 'FEDEX', operation: 'track', outcome: '2xx', seconds: 'timed' },
    ]);
  });

  it('FedEx: a refused token is a 4xx of the token call, and nothing else is called', async () => {
    const fedex = connectors.apiConnector(
      'FEDEX',
      { url: sandbox, client_id: 'metrics-spec', client_secret: 'not-the-secret' },
      'track',
    )!;
    await expect(
      fedex.track({ carrier: 'FEDEX', trackingNumber: '794600000000', signal: signal() }),
    ).rejects.toThrow();
    expect(calls.map(timed)).toEqual([
      { carrier: 'FEDEX', operation: 'token', outcome: '4xx', seconds: 'timed' },
    ]);
  });

  it('the carrier network: tracking and voiding a guide, answered or refused, per carrier', async () => {
    const number = ownGuideNumber('ESTAFETA', `metrics-${process.pid}-${Date.now()}`);
    const registered = await fetch(`${sandbox}/__sandbox/network/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carrier: 'ESTAFETA', trackingNumber: number, scenario: 'normal' }),
    });
    expect(registered.status).toBe(200);
    const estafeta = connectors.connectorFor('ESTAFETA', null, 'track');
    expect(
      (await estafeta.track({ carrier: 'ESTAFETA', trackingNumber: number, signal: signal() })).notFound,
    ).toBe(false);
    expect(
      await estafeta.cancelLabel({ carrier: 'ESTAFETA', trackingNumber: number, signal: signal() }),
    ).toEqual({
      status: 'cancelled',
    });
    // Not a guide of DHL's: the network's 400.
    await expect(
      estafeta.cancelLabel({ carrier: 'DHL', trackingNumber: '123', signal: signal() }),
    ).rejects.toThrow(/DHL/);
    expect(calls.map(timed)).toEqual([
      { carrier: 'ESTAFETA', operation: 'track', outcome: '2xx', seconds: 'timed' },
      { carrier: 'ESTAFETA', operation: 'cancel_label', outcome: '2xx', seconds: 'timed' },
      { carrier: 'DHL', operation: 'cancel_label', outcome: '4xx', seconds: 'timed' },
    ]);
  });

  it('a network that does not answer is no_answer, and the error still reaches the caller', async () => {
    const closed = new CarrierConnectors({
      networkUrl: `http://127.0.0.1:${await freePort()}`,
      observe: (call) => calls.push(call),
    });
    await expect(
      closed.ratecard.track({ carrier: 'DHL', trackingNumber: '1234567890', signal: signal() }),
    ).rejects.toThrow(/fetch failed/);
    expect(calls.map(timed)).toEqual([
      { carrier: 'DHL', operation: 'track', outcome: 'no_answer', seconds: 'timed' },
    ]);
  });

  it('without an observer the connectors call as before', async () => {
    const plain = new CarrierConnectors({ networkUrl: sandbox });
    const number = ownGuideNumber('DHL', `metrics-plain-${process.pid}-${Date.now()}`);
    await expect(
      plain.ratecard.track({ carrier: 'DHL', trackingNumber: number, signal: signal() }),
    ).resolves.toEqual({ notFound: true, events: [] });
    expect(calls).toEqual([]);
  });
});
