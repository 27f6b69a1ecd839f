import { Types } from 'mongoose';
import { OverweightCharged, ShipmentPaid, ShipmentsRoutes } from '@envios/contracts';
import { quoteContextDigest, signQuote } from '@envios/platform';
import {
  appEnv,
  callRoute,
  eventually,
  publishEvents,
  rawRequest,
  startServiceProcess,
  type IsolatedProcess,
} from '@envios/testing';

/** The shipments service starts on its own database and consumer group, against the real infrastructure. */
describe('shipments service', () => {
  let service: IsolatedProcess;
  beforeAll(async () => {
    service = await startServiceProcess('shipments');
  });
  afterAll(() => service?.stop());

  it('is ready once MongoDB, Kafka and Redis answer', async () => {
    const ready = await rawRequest(service.url, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.details).toMatchObject({
      mongo: { status: 'up' },
      kafka: { status: 'up' },
      redis: { status: 'up' },
    });
    expect((await rawRequest(service.url, 'GET', '/health/live')).body).toEqual({
      status: 'ok',
      node: expect.stringMatching(/^v24\./),
    });
  });

  it('answers a route it does not have with the platform error body', async () => {
    const r = await rawRequest(service.url, 'GET', '/internal/no-such-route');
    expect(r.body).toMatchObject({ statusCode: 404, code: 'ROUTE.NOT_FOUND' });
  });

  /**
   * Overweight, priced where the rate cards are: a one-guide Estafeta Terrestre shipment from 06700
   * (CDMX) to 64000 (NL), zone 4, paid $200.00, of one parcel of 2 kg in 15 × 20 × 30 cm.
   */
  describe('overweight charges', () => {
    const owner = new Types.ObjectId().toHexString();
    const customer = { id: owner, role: 'client' as const, email: 'sobrepeso@example.mx' };
    const staff = { id: new Types.ObjectId().toHexString(), role: 'helpdesk' as const };
    const parcels = [{ weight: 2, depth: 30, width: 20, height: 15 }];
    const measured = (weight: number) => [{ weight, depth: 30, width: 20, height: 15 }];
    const place = (postal_code: string, city: string) => ({
      full_name: 'Prueba Sobrepeso',
      email: 'sobrepeso@example.mx',
      phone: '5512345678',
      address: 'Insurgentes Sur',
      number: '100',
      colony: 'Centro',
      postal_code,
      city,
    });
    let id: string;

    beforeAll(async () => {
      const token = signQuote(
        {
          v: 3,
          userId: owner,
          carrier: 'ESTAFETA',
          service: 'TERRESTRE',
          serviceName: 'Terrestre',
          source: 'ratecard',
          ctx: quoteContextDigest({
            package_type: 'package',
            origin: '06700',
            destination: '64000',
            cantidadGuias: 1,
            parcels,
            residential: false,
          }),
          totalCentavos: 20_000,
          netCentavos: 17_241,
          orderTotalCentavos: 20_000,
          transitDays: 3,
          isRemote: false,
          exp: Math.floor(Date.now() / 1000) + 600,
          test: false,
        },
        appEnv('shipments').QUOTE_SIGNING_KEY,
      );
      const created = await callRoute(
        service.url,
        ShipmentsRoutes.createShipments,
        {
          body: {
            shipments: [
              {
                selected_service: { quote_token: token },
                shipment_type: 'box',
                parcels,
                origin_direction: place('06700', 'Ciudad de México'),
                destination_direction: place('64000', 'Monterrey'),
                description_of_the_content: 'Libros',
              },
            ],
          },
        },
        customer,
      );
      expect(created.status).toBe(200);
      id = created.body.shipments[0]._id;
    });

    const quote = (weight: number, caller: { id: string; role: 'helpdesk' | 'client' } = staff) =>
      callRoute(
        service.url,
        ShipmentsRoutes.quoteOverweight,
        { params: { id }, body: { measured_parcels: measured(weight) } },
        caller,
      );

    it('quotes from the rate card, keeps that explanation with the cost staff confirm, and releases the shipment once paid', async () => {
      const unpaid = await quote(4.5);
      expect(unpaid.body).toMatchObject({ statusCode: 409, code: 'SHIPMENT.NOT_PAID' });
      await publishEvents(ShipmentPaid, [
        {
          key: id,
          data: {
            shipmentId: id,
            owner,
            amountCentavos: 20_000,
            method: 'wallet' as const,
            paymentId: `pay-${id}`,
            paidAt: new Date().toISOString(),
          },
        },
      ]);
      // $120.14 for 2 kg and $160.54 for 4.5 kg on the card: 33.63 % of the $200.00 paid.
      const computed = await eventually(
        async () => {
          const r = await quote(4.5);
          return r.status === 200 ? r.body : undefined;
        },
        // A new consumer group reads the topics from their start first.
        { what: 'the shipment paid', timeoutMs: 120_000 },
      );
      expect(computed).toMatchObject({
        overweight: 2.5,
        cost_overweight: 67.25,
        method: 'ratecard',
        declared_billed_weight: 2,
        measured_billed_weight: 4.5,
      });
      expect(computed.explanation).toContain('Con la tarifa de Estafeta para Terrestre (zona 4, CDMX → NL)');
      expect((await quote(1.9)).body).toMatchObject({ statusCode: 400, code: 'OVERWEIGHT.NOT_OVER' });

      const register = (body: Record<string, unknown>) =>
        callRoute(service.url, ShipmentsRoutes.registerOverweight, { params: { id }, body }, staff);
      const saved = await register({ overweight: 2.5, cost_overweight: 70, measured_parcels: measured(4.5) });
      expect(saved.body).toMatchObject({
        overweight: 2.5,
        cost_overweight: 70,
        overweight_hold: 'held',
        overweight_measured: measured(4.5),
      });
      const record = async () =>
        (
          await callRoute(
            service.url,
            ShipmentsRoutes.overweightList,
            { params: { userId: owner } },
            customer,
          )
        ).body.docs[0];
      expect((await record()).charge.explanation).toBe(
        `${computed.explanation} Cargo confirmado por el personal: $70.00 (el cálculo daba $67.25).`,
      );
      // Registered without measures, the record explains the cost alone.
      await register({ overweight: 2, cost_overweight: 50 });
      expect((await record()).charge.explanation).toContain('Cargo: $50.00 ($25.00 por kg de sobrepeso).');

      await publishEvents(OverweightCharged, [
        {
          key: id,
          data: {
            shipmentId: id,
            owner,
            amountCentavos: 5_000,
            method: 'wallet' as const,
            paymentId: `ow-${id}`,
            paidAt: new Date().toISOString(),
          },
        },
      ]);
      await eventually(
        async () => {
          const r = await callRoute(service.url, ShipmentsRoutes.getShipment, { params: { id } }, customer);
          return r.body.overweight_hold === 'released' ? true : undefined;
        },
        { what: 'the shipment released' },
      );
      expect((await quote(4.5)).body).toMatchObject({ statusCode: 409, code: 'OVERWEIGHT.PAID' });
    }, 180_000);
  });
});
