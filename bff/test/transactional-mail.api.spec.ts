import { randomBytes, randomUUID } from 'node:crypto';
import {
  GuideCancelled,
  GuideGenerated,
  Headers,
  OverweightRegistered,
  PaymentReceived,
  PaymentRefunded,
  PrepaidExecuted,
  Topics,
  WalletCredited,
  type EventContract,
  type EventData,
} from '@envios/contracts';
import { formatMXN } from '@envios/domain';
import { createEvent, envelopeOf } from '@envios/platform';
import {
  api,
  createUser,
  demoSession,
  eventually,
  listMail,
  produceRaw,
  signIn,
  type CaughtMail,
} from '@envios/testing';
import { createShipments, PARCELS } from './shipment-helpers';

/**
 * Issue 24: the transactional e-mails identity sends from the shipments' and wallets' events, read
 * back from the SMTP catcher. The first test drives the real flows; the second publishes events
 * (each twice) for an Operativo, and for someone who turned the optional e-mails off.
 */
jest.setTimeout(90_000);

const inbox = async (email: string) =>
  (await listMail()).filter((m) => m.to.some((t) => t.address.toLowerCase() === email.toLowerCase()));

/** Waits until `email` has a mail for each subject pattern; returns them in the same order. */
async function waitForMails(email: string, subjects: RegExp[]): Promise<CaughtMail[]> {
  return eventually(
    async () => {
      const mails = await inbox(email);
      const found = subjects.map((s) => mails.find((m) => s.test(m.subject)));
      return found.every(Boolean) ? (found as CaughtMail[]) : undefined;
    },
    { what: `mail to ${email}: ${subjects.join(', ')}`, timeoutMs: 40_000 },
  );
}

const subjectsOf = async (email: string) => (await inbox(email)).map((m) => m.subject).sort();
const centavos = (s: { selected_service: { total_amount: number } }) =>
  Math.round(s.selected_service.total_amount * 100);
const MEASURED = [{ ...PARCELS[0], weight: 3.5 }];

it('mails a client its top-up, payment, guides, cancellation, refund and overweight, once each, in es-MX pesos', async () => {
  const staff = await demoSession('superadmin');
  const c = await createUser({ rol: 'client' });
  const client = await signIn(c.email, c.password);
  const credit = await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: client.id, cantidadAbonar: 1000, reason: 'Saldo de bienvenida' },
  });
  expect(credit.status).toBe(201);
  const [first, second] = await createShipments(client, 2);
  const paid = await api('POST', '/payments/many/monedero', {
    token: client.token,
    body: { user: client.id, shipments: [first._id, second._id] },
  });
  expect(paid.body).toMatchObject({ message: 'ok' });
  const [g1, g2] = await Promise.all(
    [first, second].map((s) =>
      eventually(
        async () => (await api('GET', `/shipments/${s._id}`, { token: client.token })).body.number_guide,
        { what: `the label of ${s._id}`, timeoutMs: 30_000 },
      ),
    ),
  );
  expect((await api('POST', `/shipments/${first._id}/cancel`, { token: client.token })).status).toBe(200);
  const overweight = await api('PUT', `/shipments/${second._id}`, {
    token: staff.token,
    body: { overweight: 1.5, cost_overweight: 87.35, measured_parcels: MEASURED },
  });
  expect(overweight.status).toBe(200);

  const expected = [
    'Abonamos saldo a tu monedero',
    'Recibo de pago de tus 2 envíos',
    `Tu guía Estafeta ${g1} está lista`,
    `Tu guía Estafeta ${g2} está lista`,
    `Cancelamos tu guía ${g1}`,
    `Reembolso de tu guía ${g1}`,
    `Sobrepeso registrado en tu guía ${g2}`,
  ];
  const [topUp, receipt, ready] = await waitForMails(
    c.email,
    expected.map((s) => new RegExp(`^${s}$`)),
  );
  const mails = await inbox(c.email);
  const bySubject = (s: string) => mails.find((m) => m.subject === s)!;

  expect(topUp.text).toContain('Monto: $1,000.00');
  expect(topUp.text).toContain('Motivo: Saldo de bienvenida');
  expect(topUp.text).toContain('/prepaids');
  for (const s of [first, second]) expect(receipt.text).toContain(`Importe: ${formatMXN(centavos(s))}`);
  expect(receipt.text).toContain(`Total: ${formatMXN(centavos(first) + centavos(second))}`);
  expect(bySubject(`Reembolso de tu guía ${g1}`).text).toContain(`Monto: ${formatMXN(centavos(first))}`);

  // The guide's mail: its signed label link works without a session, and the shipment's page.
  expect(ready.text).toContain('Destinatario: Beto Destino');
  const label = /Descargar guía: (https?:\/\/\S+\/api\/public\/\S+)/.exec(ready.text!)?.[1];
  expect(label).toBeDefined();
  expect((await fetch(label!)).status).toBe(200);
  expect(ready.text).toMatch(new RegExp(`Ver el envío: https?://\\S+/shipments/${first._id}`));

  const over = bySubject(`Sobrepeso registrado en tu guía ${g2}`);
  expect(over.text).toContain('Cargo por sobrepeso: $87.35');
  expect(over.text).toContain('- Peso facturable · Declarado: 2 kg · Medido: 3.5 kg');
  expect(over.text).toMatch(new RegExp(`Pagar sobrepeso: https?://\\S+/shipments/${second._id}`));
  expect(over.text).toMatch(/Abonar saldo a tu monedero: https?:\/\/\S+\/prepaids/);

  expect(await subjectsOf(c.email)).toEqual([...expected].sort());
});

/** A Kafka message of an event as a service publishes it, under one message key (one partition). */
function message<C extends EventContract>(contract: C, key: string, data: EventData<C>, occurredAt?: Date) {
  const entry = createEvent(contract, key, data, occurredAt);
  return { key, value: JSON.stringify(envelopeOf(entry)), headers: { [Headers.eventType]: entry.type } };
}

/** One event of each kind a person is mailed about, on the wallet and shipments topics. */
function eventsFor(user: string, guide: string, at = new Date().toISOString()) {
  const shipmentId = randomBytes(12).toString('hex');
  return {
    wallet: (key: string) => [
      message(PaymentReceived, key, {
        paymentId: `pay-${shipmentId}`,
        user,
        method: 'wallet',
        totalCentavos: 43_210,
        shipments: [{ shipmentId, carrier: 'DHL', serviceName: 'Express', amountCentavos: 43_210 }],
        paidAt: at,
      }),
      message(WalletCredited, key, {
        movementId: randomUUID(),
        user,
        amountCentavos: 50_000,
        creditedBy: 'staff',
        reason: 'Bonificación',
        creditedAt: at,
      }),
      message(PrepaidExecuted, key, {
        prepaidId: randomUUID(),
        user,
        amountCentavos: 20_000,
        orderId: 'ORDER-MAIL-1',
        executedAt: at,
      }),
      message(PaymentRefunded, key, {
        shipmentId,
        user,
        amountCentavos: 43_210,
        reason: 'guide-cancelled',
        movementId: randomUUID(),
        numberGuide: guide,
        carrier: 'DHL',
        refundedAt: at,
      }),
    ],
    shipments: (key: string) => [
      message(GuideGenerated, key, {
        shipmentId,
        owner: user,
        carrier: 'DHL',
        service: 'N',
        serviceName: 'Express',
        numberGuide: guide,
        guide: './src/public/none.pdf',
        format: 'pdf-letter',
        source: 'ratecard',
        recipient: { name: 'Carla Destino', city: 'Puebla', stateShort: 'PUE' },
        labelLink: `/api/public/none.pdf?expires=${Math.floor(Date.now() / 1000) + 86_400}&signature=x`,
      }),
      message(GuideCancelled, key, {
        shipmentId,
        owner: user,
        numberGuide: guide,
        cancelledBy: user,
        cancelledAt: at,
      }),
      overweightOf(key, user, shipmentId, guide),
    ],
  };
}

function overweightOf(key: string, owner: string, shipmentId: string, guide: string, occurredAt?: Date) {
  return message(
    OverweightRegistered,
    key,
    {
      shipmentId,
      owner,
      overweightKg: 1.5,
      costCentavos: 8_735,
      registeredBy: 'staff',
      numberGuide: guide,
      carrier: 'DHL',
      serviceName: 'Express',
      declared: { parcels: PARCELS, billedKg: 2 },
      measured: { parcels: MEASURED, billedKg: 3.5 },
    },
    occurredAt,
  );
}

it('mails an Operativo without amounts, once per event delivered twice; skips optional mails turned off and old events', async () => {
  const c = await createUser({ rol: 'client' });
  const operativo = await createUser({ clientId: c.id });
  const quiet = await createUser({ rol: 'client' });
  const off = await api('PUT', '/account/settings', {
    token: (await signIn(quiet.email, quiet.password)).token,
    body: {
      emails: {
        guideReady: false,
        paymentReceipt: false,
        topUpReceipt: false,
        refund: false,
        guideCancelled: false,
      },
    },
  });
  expect(off.status).toBe(200);

  // One message key: each topic's messages stay in this order, so once the last ones are mailed,
  // everything before them has been handled.
  const key = `mail-${randomUUID()}`;
  const opGuide = `70${Date.now()}`;
  const quietGuide = `71${Date.now()}`;
  const forOperativo = eventsFor(operativo.id, opGuide);
  const forQuiet = eventsFor(quiet.id, quietGuide);
  const twice = <T>(messages: T[]) => messages.flatMap((m) => [m, m]);
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  await produceRaw(Topics.wallet, [...forQuiet.wallet(key), ...twice(forOperativo.wallet(key))]);
  await produceRaw(Topics.shipments, [
    ...forQuiet.shipments(key).slice(0, 2),
    overweightOf(key, quiet.id, randomBytes(12).toString('hex'), `${quietGuide}9`, twoDaysAgo),
    ...twice(forOperativo.shipments(key)),
    overweightOf(key, quiet.id, randomBytes(12).toString('hex'), quietGuide),
  ]);

  const expected = [
    'Abonamos saldo a tu monedero',
    'Abonamos saldo a tu monedero',
    'Recibo de pago de tu envío',
    `Reembolso de tu guía ${opGuide}`,
    `Tu guía DHL ${opGuide} está lista`,
    `Cancelamos tu guía ${opGuide}`,
    `Sobrepeso registrado en tu guía ${opGuide}`,
  ].sort();
  await waitForMails(quiet.email, [new RegExp(`^Sobrepeso registrado en tu guía ${quietGuide}$`)]);
  await eventually(async () => (await inbox(operativo.email)).length >= expected.length || undefined, {
    what: "the Operativo's mails",
    timeoutMs: 40_000,
  });

  expect(await subjectsOf(operativo.email)).toEqual(expected);
  for (const mail of await inbox(operativo.email)) {
    for (const body of [mail.html!, mail.text!]) {
      expect({ subject: mail.subject, money: body.match(/\$|MXN|432\.10|500\.00|200\.00|87\.35/g) }).toEqual({
        subject: mail.subject,
        money: null,
      });
    }
    // An Operativo has no Monedero screen to be sent to.
    expect(mail.text).not.toContain('/prepaids');
  }
  const ready = (await inbox(operativo.email)).find((m) => m.subject.startsWith('Tu guía'))!;
  expect(ready.text).toContain('Destino: Puebla, PUE');
  // Only the overweight mail goes to whoever turned the optional ones off, and not for an old event.
  expect(await subjectsOf(quiet.email)).toEqual([`Sobrepeso registrado en tu guía ${quietGuide}`]);
});
