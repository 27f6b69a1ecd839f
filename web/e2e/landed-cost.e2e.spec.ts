import { randomBytes, randomUUID } from 'node:crypto';
import {
  GuideGenerated,
  OverweightRegistered,
  ShipmentCreated,
  ShipmentDelivered,
  type QuoteResponse,
} from '@envios/contracts';
import {
  addCalendarDays,
  billedWeightKg,
  formatMXN,
  pesosToCentavos,
  toMexicoCityDate,
} from '@envios/domain';
import {
  appEnv,
  createPrefixedTopics,
  createUser,
  freePort,
  mongoDb,
  newPage,
  publishEvents,
  ServiceProcess,
  signIn,
  type Session,
} from '@envios/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, storageFor } from './support/app';
import { expectAccessible } from './support/accessibility';

jest.setTimeout(150_000);

/** A 24-hex id like a MongoDB ObjectId (the services' ids). */
const id = () => randomBytes(12).toString('hex');

/**
 * The Cotizador's landed-cost columns, against a reports, a quoting and a BFF of this test's own
 * (own databases and topics): DHL's deliveries on CDMX → NL and the buyer's reweighs are published as
 * events, and the table shows DHL's on-time rate with its sample, 'Sin datos suficientes' for the
 * others, the predicted billed weight and the probable overweight charge.
 */
describe('Cotizador: on-time rate and predicted overweight', () => {
  const tag = randomUUID().slice(0, 8);
  const prefix = `h1e2e${tag}.`;
  const databases = [`envios_test_h1e_reports_${tag}`, `envios_test_h1e_quoting_${tag}`];
  let browser: Browser;
  let reports: ServiceProcess;
  let quoting: ServiceProcess;
  let bff: ServiceProcess;
  let buyer: Session;

  /** A DHL shipment CDMX → Monterrey labelled `daysAgo` days ago, delivered the next day or a week late. */
  const delivered = (daysAgo: number, late: boolean) => {
    const shipmentId = id();
    const labelDay = addCalendarDays(toMexicoCityDate(new Date()), -daysAgo);
    const labelAt = new Date(`${labelDay}T10:00:00-06:00`);
    const deliveredAt = new Date(`${addCalendarDays(labelDay, late ? 9 : 1)}T13:00:00-06:00`);
    const guide = { owner: id(), carrier: 'DHL' as const, numberGuide: `G${shipmentId}` };
    const place = (postalCode: string, stateShort: string, city: string) => ({
      postalCode,
      stateShort,
      city,
    });
    return {
      created: {
        key: shipmentId,
        occurredAt: labelAt,
        data: {
          shipmentId,
          owner: guide.owner,
          account: guide.owner,
          carrier: 'DHL' as const,
          service: 'STD',
          serviceName: 'Terrestre',
          shipmentType: 'box' as const,
          totalCentavos: 15_000,
          origin: place('06700', 'CDMX', 'Ciudad de México'),
          destination: place('64000', 'NL', 'Monterrey'),
          duplicateOf: null,
          transitDays: 2,
          createdAt: labelAt.toISOString(),
        },
      },
      label: {
        key: shipmentId,
        occurredAt: labelAt,
        data: {
          shipmentId,
          ...guide,
          service: 'STD',
          guide: `./src/public/${shipmentId}.pdf`,
          format: 'pdf-letter' as const,
          source: 'ratecard' as const,
        },
      },
      arrived: {
        key: shipmentId,
        occurredAt: deliveredAt,
        data: { shipmentId, ...guide, account: guide.owner, deliveredAt: deliveredAt.toISOString() },
      },
    };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    await createPrefixedTopics(prefix);
    const host = new URL(appEnv('reports').MONGO_URL).host;
    reports = new ServiceProcess('reports', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${host}/${databases[0]}`,
      KAFKA_GROUP_ID: `reports-${prefix}`,
      KAFKA_TOPIC_PREFIX: prefix,
      REPORTS_STALE_MS: '0',
      REPORTS_FLUSH_MS: '50',
      ON_TIME_MIN_SAMPLE: '3',
    }).start();
    quoting = new ServiceProcess('quoting', {
      PORT: String(await freePort()),
      MONGO_URL: `mongodb://${host}/${databases[1]}`,
      KAFKA_GROUP_ID: `quoting-${prefix}`,
      KAFKA_TOPIC_PREFIX: prefix,
      REPORTS_URL: reports.url,
      ON_TIME_CACHE_MS: '0',
      ON_TIME_DEADLINE_MS: '3000',
    }).start();
    await Promise.all([reports.ready(90_000), quoting.ready(90_000)]);
    bff = await new ServiceProcess('bff', {
      PORT: String(await freePort()),
      QUOTING_URL: quoting.url,
      KAFKA_TOPIC_PREFIX: prefix,
    })
      .start()
      .ready(90_000);
    const user = await createUser({ rol: 'admin' });
    buyer = await signIn(user.email, user.password);

    // DHL: 4 deliveries on the lane, 3 on time. The buyer: one reweigh of a box like the one quoted.
    const shipments = [delivered(5, false), delivered(6, false), delivered(7, false), delivered(12, true)];
    const topicPrefix = prefix;
    await publishEvents(
      ShipmentCreated,
      shipments.map((x) => x.created),
      { topicPrefix },
    );
    await publishEvents(
      GuideGenerated,
      shipments.map((x) => x.label),
      { topicPrefix },
    );
    await publishEvents(
      ShipmentDelivered,
      shipments.map((x) => x.arrived),
      { topicPrefix },
    );
    const declared = { weight: 2, depth: 30, width: 20, height: 15 };
    const measured = { ...declared, weight: 3.5 };
    await publishEvents(
      OverweightRegistered,
      [
        {
          key: buyer.id,
          data: {
            shipmentId: id(),
            owner: buyer.id,
            overweightKg: 1.5,
            costCentavos: 6_000,
            registeredBy: id(),
            carrier: 'DHL',
            declared: { parcels: [declared], billedKg: billedWeightKg(declared) },
            measured: { parcels: [measured], billedKg: billedWeightKg(measured) },
          },
        },
      ],
      { topicPrefix },
    );
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([bff?.stop(), quoting?.stop(), reports?.stop()]);
    for (const db of databases) await (await mongoDb(db)).dropDatabase().catch(() => undefined);
  });

  async function quoteOnScreen(page: Page): Promise<QuoteResponse> {
    await page.goto('/dashboard/shipment/new');
    for (const [side, code, colony] of [
      ['Origen', '06700', 'Roma Norte'],
      ['Destino', '64000', 'Monterrey Centro'],
    ] as const) {
      const group = page.getByRole('group', { name: side });
      await group.getByText('Código postal', { exact: true }).click();
      await group
        .getByRole('textbox', {
          name: side === 'Origen' ? 'Código postal de origen' : 'Código postal de destino',
        })
        .fill(code);
      await page.getByRole('option', { name: new RegExp(`${code} · ${colony}`) }).click();
    }
    await page.getByRole('textbox', { name: 'Largo (cm)' }).fill('30');
    await page.getByRole('textbox', { name: 'Ancho (cm)' }).fill('20');
    await page.getByRole('textbox', { name: 'Alto (cm)' }).fill('15');
    await page.getByRole('textbox', { name: 'Peso (kg)' }).fill('2');
    await page.getByRole('textbox', { name: '¿Qué estás enviando?' }).fill('Ropa');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/quoting') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    return (await response.json()) as QuoteResponse;
  }

  it('shows each carrier on-time % with its sample, the predicted billed weight and the probable overweight charge', async () => {
    // The events reach both read models: quote until DHL has its figure and the reweigh counts.
    const page = await newPage(browser, bff.url, { storage: storageFor(buyer) });
    page.context().setDefaultTimeout(15_000);
    let quote = await quoteOnScreen(page);
    for (
      let i = 0;
      i < 20 &&
      !(
        quote.carriers.DHL?.[0].on_time?.sample === 4 &&
        quote.carriers.DHL[0].predicted?.basis === 'historial'
      );
      i++
    ) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Nueva Cotización' }).click();
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/quoting'));
      await page.getByRole('button', { name: 'Cotizar', exact: true }).click();
      quote = (await (await answered).json()) as QuoteResponse;
    }
    await page.getByTestId('quote-options').waitFor();
    const dhl = page.locator('[data-testid="quote-option"][data-carrier="DHL"]').first();
    expect(await dhl.getByTestId('quote-on-time').innerText()).toBe('75 % a tiempo · 4 envíos');
    const estafeta = page.locator('[data-testid="quote-option"][data-carrier="ESTAFETA"]').first();
    expect(await estafeta.getByTestId('quote-on-time').innerText()).toBe('Sin datos suficientes');

    // 2 kg declared, 3.5 kg measured on a like box: 3.5 kg predicted, and its charge as the server priced it.
    const option = quote.carriers.DHL![0];
    expect(option.predicted).toMatchObject({ billed_weight: 3.5, basis: 'historial', similar: 1 });
    const predicted = await dhl.getByTestId('quote-predicted').innerText();
    expect(predicted).toContain('3.5 kg facturables');
    expect(predicted).toContain('Según 1 envío parecido');
    expect(option.predicted!.overweight_amount).toBeGreaterThan(0);
    expect(predicted).toContain(
      `Sobrepeso probable: ${formatMXN(pesosToCentavos(option.predicted!.overweight_amount!))}`,
    );
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots-h1/quote-1280.png', fullPage: true });

    // The rule: the cheapest option at least 70 % on time is DHL's cheapest service.
    await page.getByRole('textbox', { name: 'Recomendar' }).click();
    await page.getByRole('option', { name: 'Más barato con al menos N % a tiempo' }).click();
    await page.getByRole('textbox', { name: '% a tiempo como mínimo' }).fill('70');
    const ruled = page.waitForResponse((r) => r.url().endsWith('/api/v1/quoting'));
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const withRule = (await (await ruled).json()) as QuoteResponse;
    expect(withRule.recommendation).toMatchObject({ carrier_code: 'DHL', min_on_time: 70 });
    await page.getByTestId('quote-recommendation').waitFor();
    expect(await dhl.getByTestId('quote-recommended').count()).toBe(
      withRule.carriers.DHL![0].recommended ? 1 : 0,
    );

    await page.context().close();

    // On a phone: the same figures on the cards, nothing scrolls sideways.
    const phone = await newPage(browser, bff.url, {
      storage: storageFor(buyer),
      viewport: { width: 375, height: 800 },
    });
    phone.context().setDefaultTimeout(15_000);
    await quoteOnScreen(phone);
    await phone.getByTestId('quote-option-cards').waitFor();
    const card = phone.locator('[data-testid="quote-option-card"][data-carrier="DHL"]').first();
    expect(await card.getByTestId('quote-on-time').innerText()).toBe('75 % a tiempo · 4 envíos');
    await card.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: '/tmp/shots-h1/quote-375.png' });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context().close();
  });
});
