import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, toMexicoCityDate, type CarrierCode } from '@envios/domain';
import { freePort, ServiceProcess } from '@envios/testing';
import type { CarrierConnector, LabelRequest, PickupRequest } from '../src/carrier-connector';
import { CarrierConnectors } from '../src/connector-factory';
import { FedexError } from '../src/fedex/fedex-error';
import { ownGuideNumber } from '../src/labels/guide-number';
import { CarrierNetworkError } from '../src/network/carrier-network-client';

/**
 * cancelLabel, schedulePickup and cancelPickup of the port, through the one factory, against private
 * carrier sandbox processes (deploy/local/sandboxes/carriers): a rate-card carrier on the carrier
 * network, and FedEx through its Ship cancel and Pickup APIs (OAuth as for rates and labels).
 */
describe('cancel a label, book and cancel a pickup (against the carrier sandbox)', () => {
  let sandbox: ServiceProcess;
  let connectors: CarrierConnectors;
  let clients = 0;

  beforeAll(async () => {
    sandbox = await new ServiceProcess('carrier-sandbox', { PORT: String(await freePort()) }).start().ready();
    connectors = new CarrierConnectors({ networkUrl: sandbox.url });
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  const signal = () => AbortSignal.timeout(10_000);
  const today = () => toMexicoCityDate(new Date());
  let guides = 0;
  const guide = (carrier: CarrierCode) =>
    ownGuideNumber(carrier, `spec-${process.pid}-${Date.now()}-${++guides}`);

  /** A sandbox hook on the network (register a guide, move it on). */
  async function hook(target: ServiceProcess, path: string, body: unknown) {
    const res = await fetch(`${target.url}/__sandbox/network/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  }
  const moveOn = (carrier: CarrierCode, trackingNumber: string, to: 'next' | 'delivered', target = sandbox) =>
    hook(target, 'advance', { carrier, trackingNumber, to });

  const pickupRequest = (
    carrier: CarrierCode,
    trackingNumbers: string[],
    over: Partial<PickupRequest> = {},
  ) =>
    ({
      carrier,
      reference: `pickup-${process.pid}-${++guides}`,
      serviceCode: carrier === 'FEDEX' ? 'FEDEX_GROUND' : 'TERRESTRE',
      address: {
        name: 'Ana Origen',
        phone: '55 1234 5678',
        street: 'Avenida Álvaro Obregón',
        number: '120',
        intNumber: '4',
        colony: 'Roma Norte',
        city: 'Ciudad de México',
        stateShort: 'CDMX',
        postalCode: '06700',
      },
      date: today(),
      readyTime: '00:05',
      closeTime: '23:55',
      parcels: { count: trackingNumbers.length, weightKg: 4.5 },
      trackingNumbers,
      signal: signal(),
      ...over,
    }) satisfies PickupRequest;

  const lastCode = async (connector: CarrierConnector, carrier: CarrierCode, trackingNumber: string) => {
    const tracked = await connector.track({ carrier, trackingNumber, signal: signal() });
    return tracked.events.at(-1)?.code;
  };

  describe('a rate-card carrier (Estafeta) on the carrier network', () => {
    const estafeta = () => connectors.connectorFor('ESTAFETA', null, 'pickup');

    it('voids a label nobody has collected, answers the same when asked again, and its tracking ends cancelled', async () => {
      const label = await estafeta().createLabel(labelRequest('ESTAFETA'));
      const cancel = () =>
        estafeta().cancelLabel({
          carrier: 'ESTAFETA',
          trackingNumber: label.trackingNumber,
          signal: signal(),
        });
      expect(await cancel()).toEqual({ status: 'cancelled' });
      expect(await cancel()).toEqual({ status: 'cancelled' });
      expect(await lastCode(estafeta(), 'ESTAFETA', label.trackingNumber)).toBe('CA');
      // A cancelled story does not move on.
      await moveOn('ESTAFETA', label.trackingNumber, 'delivered');
      expect(await lastCode(estafeta(), 'ESTAFETA', label.trackingNumber)).toBe('CA');
    });

    it('refuses once the guide was picked up, is in transit, or has arrived', async () => {
      const number = guide('ESTAFETA');
      await hook(sandbox, 'register', { carrier: 'ESTAFETA', trackingNumber: number, scenario: 'normal' });
      const cancel = () =>
        estafeta().cancelLabel({ carrier: 'ESTAFETA', trackingNumber: number, signal: signal() });
      await moveOn('ESTAFETA', number, 'next');
      expect(await cancel()).toEqual({
        status: 'refused',
        reason: 'already_picked_up',
        message: 'La guía ya fue recolectada; no se puede cancelar.',
      });
      await moveOn('ESTAFETA', number, 'next');
      expect(await cancel()).toMatchObject({ status: 'refused', reason: 'already_in_transit' });
      await moveOn('ESTAFETA', number, 'delivered');
      expect(await cancel()).toMatchObject({ status: 'refused', reason: 'already_delivered' });
      expect(await lastCode(estafeta(), 'ESTAFETA', number)).toBe('EN');
    });

    it('books a pickup (once per reference), cancels it, and answers the same when asked again', async () => {
      const request = pickupRequest('ESTAFETA', [guide('ESTAFETA'), guide('ESTAFETA')]);
      const booked = await estafeta().schedulePickup(request);
      expect(booked).toEqual({
        carrier: 'ESTAFETA',
        confirmationNumber: expect.stringMatching(/^\d{9}$/),
        date: request.date,
        location: null,
        serviceCode: 'TERRESTRE',
      });
      expect(await estafeta().schedulePickup({ ...request, signal: signal() })).toEqual(booked);
      expect(await estafeta().cancelPickup({ ...booked, signal: signal() })).toEqual({ status: 'cancelled' });
      expect(await estafeta().cancelPickup({ ...booked, signal: signal() })).toEqual({ status: 'cancelled' });
    });

    it('refuses to cancel a pickup whose courier has come', async () => {
      const number = guide('ESTAFETA');
      const booked = await estafeta().schedulePickup(pickupRequest('ESTAFETA', [number]));
      await moveOn('ESTAFETA', number, 'next');
      expect(await estafeta().cancelPickup({ ...booked, signal: signal() })).toEqual({
        status: 'refused',
        reason: 'already_picked_up',
        message: 'El paquete ya fue recolectado; la recolección no se puede cancelar.',
      });
    });

    it('fails with the network error for a pickup on a past day, or a pickup it never booked', async () => {
      const past = estafeta().schedulePickup(
        pickupRequest('ESTAFETA', [guide('ESTAFETA')], { date: addCalendarDays(today(), -1) }),
      );
      await expect(past).rejects.toBeInstanceOf(CarrierNetworkError);
      await expect(past).rejects.toMatchObject({
        status: 400,
        networkCode: 'INVALID_REQUEST',
        retryable: false,
      });
      await expect(
        estafeta().cancelPickup({
          carrier: 'ESTAFETA',
          confirmationNumber: '000000001',
          date: today(),
          location: null,
          serviceCode: 'TERRESTRE',
          signal: signal(),
        }),
      ).rejects.toMatchObject({ name: 'CarrierNetworkError', status: 404, networkCode: 'NOT_FOUND' });
    });

    it('fails retryably while the carrier network answers 500, then works', async () => {
      await hook(sandbox, 'behaviour', { carrier: 'REDPACK', mode: 'error500' });
      const number = guide('REDPACK');
      const redpack = connectors.connectorFor('REDPACK', null, 'label');
      try {
        await expect(
          redpack.cancelLabel({ carrier: 'REDPACK', trackingNumber: number, signal: signal() }),
        ).rejects.toMatchObject({ name: 'CarrierNetworkError', status: 500, retryable: true });
      } finally {
        await hook(sandbox, 'behaviour', { carrier: 'REDPACK', mode: 'normal' });
      }
      expect(
        await redpack.cancelLabel({ carrier: 'REDPACK', trackingNumber: number, signal: signal() }),
      ).toEqual({
        status: 'cancelled',
      });
    });

    it('keeps cancellations and pickups across a restart of a sandbox with a state file', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'carrier-network-'));
      const env = { PORT: '', NETWORK_STATE_FILE: join(dir, 'network.json') };
      let first: ServiceProcess | undefined;
      let second: ServiceProcess | undefined;
      try {
        first = await new ServiceProcess('carrier-sandbox', { ...env, PORT: String(await freePort()) })
          .start()
          .ready();
        const before = new CarrierConnectors({ networkUrl: first.url }).ratecard;
        const number = guide('AMPM');
        expect(
          await before.cancelLabel({ carrier: 'AMPM', trackingNumber: number, signal: signal() }),
        ).toEqual({
          status: 'cancelled',
        });
        const booked = await before.schedulePickup(pickupRequest('AMPM', [guide('AMPM')]));
        await first.stop();

        second = await new ServiceProcess('carrier-sandbox', { ...env, PORT: String(await freePort()) })
          .start()
          .ready();
        const after = new CarrierConnectors({ networkUrl: second.url }).ratecard;
        expect(await lastCode(after, 'AMPM', number)).toBe('CA');
        await moveOn('AMPM', number, 'delivered', second);
        expect(await lastCode(after, 'AMPM', number)).toBe('CA');
        expect(await after.cancelPickup({ ...booked, signal: signal() })).toEqual({ status: 'cancelled' });
      } finally {
        await Promise.all([first?.stop(), second?.stop()]);
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('FedEx (Ship cancel, Pickup API)', () => {
    const fedex = (account = '123456789') =>
      connectors.connectorFor(
        'FEDEX',
        {
          url: sandbox.url,
          client_id: `cancel-spec-${process.pid}-${++clients}`,
          client_secret: 'sandbox-secret',
          account,
        },
        'label',
      );

    it('comes from the factory as the FedEx API connector', () => {
      expect(fedex().source).toBe('fedex');
    });

    it('voids a label that has not moved (again: the same), and FedEx Track shows it cancelled', async () => {
      const connector = fedex();
      const label = await connector.createLabel(labelRequest('FEDEX'));
      const cancel = () =>
        connector.cancelLabel({ carrier: 'FEDEX', trackingNumber: label.trackingNumber, signal: signal() });
      expect(await cancel()).toEqual({ status: 'cancelled' });
      expect(await cancel()).toEqual({ status: 'cancelled' });
      // FedEx dates scans to the second: a label voided within its first second ties with its creation.
      const tracked = await connector.track({
        carrier: 'FEDEX',
        trackingNumber: label.trackingNumber,
        signal: signal(),
      });
      expect(tracked.events.map((e) => e.code).sort()).toEqual(['CA', 'IN']);
    });

    it('refuses to void a picked-up or moving package, with the reason', async () => {
      const connector = fedex();
      const label = await connector.createLabel(labelRequest('FEDEX'));
      const cancel = () =>
        connector.cancelLabel({ carrier: 'FEDEX', trackingNumber: label.trackingNumber, signal: signal() });
      await moveOn('FEDEX', label.trackingNumber, 'next');
      expect(await cancel()).toMatchObject({ status: 'refused', reason: 'already_picked_up' });
      await moveOn('FEDEX', label.trackingNumber, 'next');
      expect(await cancel()).toMatchObject({ status: 'refused', reason: 'already_in_transit' });
    });

    it('fails with the FedEx error for a number FedEx never issued', async () => {
      const err = await fedex()
        .cancelLabel({ carrier: 'FEDEX', trackingNumber: '000000000001', signal: signal() })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FedexError);
      expect(err).toMatchObject({ code: 'TRACKINGNUMBER.ENTERED.INVALID', status: 400, retryable: false });
    });

    it('books a pickup (confirmation code and location), cancels it, and answers the same when asked again', async () => {
      const connector = fedex();
      const label = await connector.createLabel(labelRequest('FEDEX'));
      const request = pickupRequest('FEDEX', [label.trackingNumber]);
      const booked = await connector.schedulePickup(request);
      expect(booked).toEqual({
        carrier: 'FEDEX',
        confirmationNumber: expect.stringMatching(/^\d+$/),
        date: request.date,
        location: 'MEXA',
        serviceCode: 'FEDEX_GROUND',
      });
      expect(await connector.cancelPickup({ ...booked, signal: signal() })).toEqual({ status: 'cancelled' });
      expect(await connector.cancelPickup({ ...booked, signal: signal() })).toEqual({ status: 'cancelled' });
    });

    it('refuses to cancel a pickup whose package was collected (PICKUP.NUMBER.EXPIRED)', async () => {
      const connector = fedex();
      const label = await connector.createLabel(labelRequest('FEDEX'));
      const booked = await connector.schedulePickup(pickupRequest('FEDEX', [label.trackingNumber]));
      await moveOn('FEDEX', label.trackingNumber, 'next');
      expect(await connector.cancelPickup({ ...booked, signal: signal() })).toMatchObject({
        status: 'refused',
        reason: 'already_picked_up',
      });
    });

    it('fails with PICKUP.REQUESTED.PREVIOUS.DAY for a past day', async () => {
      const connector = fedex();
      const label = await connector.createLabel(labelRequest('FEDEX'));
      const err = await connector
        .schedulePickup(
          pickupRequest('FEDEX', [label.trackingNumber], { date: addCalendarDays(today(), -1) }),
        )
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FedexError);
      expect(err).toMatchObject({ code: 'PICKUP.REQUESTED.PREVIOUS.DAY', status: 400 });
    });

    it('fails with NOT.AUTHORIZED.ERROR for wrong credentials, without booking anything', async () => {
      const connector = connectors.connectorFor(
        'FEDEX',
        {
          url: sandbox.url,
          client_id: `cancel-spec-bad-${process.pid}`,
          client_secret: 'wrong',
          account: '123456789',
        },
        'pickup',
      );
      await expect(connector.schedulePickup(pickupRequest('FEDEX', ['794600000001']))).rejects.toMatchObject({
        name: 'FedexError',
        code: 'NOT.AUTHORIZED.ERROR',
        status: 401,
      });
    });
  });
});

function labelRequest(carrier: CarrierCode): LabelRequest {
  return {
    shipmentId: `${Date.now().toString(16)}${Math.random().toString(16).slice(2, 12)}`,
    carrier,
    serviceCode: carrier === 'FEDEX' ? 'FEDEX_GROUND' : 'TERRESTRE',
    serviceName: carrier === 'FEDEX' ? 'FedEx Ground' : 'Terrestre',
    packageType: 'package',
    sender: {
      name: 'Ana Origen',
      phone: '55 1234 5678',
      email: 'ana@example.mx',
      street: 'Avenida Álvaro Obregón',
      number: '120',
      colony: 'Roma Norte',
      city: 'Ciudad de México',
      postalCode: '06700',
    },
    recipient: {
      name: 'Beto Destino',
      phone: '8112345678',
      email: 'beto@example.mx',
      street: 'Avenida Constitución',
      number: '100',
      colony: 'Centro',
      city: 'Monterrey',
      postalCode: '64000',
      residential: false,
    },
    parcels: [{ weight: 2, depth: 30, width: 20, height: 15 }],
    content: 'Ropa',
    shipDate: toMexicoCityDate(new Date()),
    format: 'zpl',
    remote: false,
    signal: AbortSignal.timeout(10_000),
  };
}
