import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARRIER_CODES } from '@envios/domain';
import type { RatePlace, RateRequest } from '../carrier-connector';
import { loadRateCards, RATE_CARDS_DIR, type RateCardService } from './rate-card-book';
import { parcelCost, RatecardConnector } from './ratecard.connector';

const cards = loadRateCards();
const place = (stateShort: string, isRemote = false): RatePlace => ({
  postalCode: '00000',
  state: stateShort,
  stateShort,
  city: null,
  isRemote,
});
const request = (over: Partial<RateRequest>): RateRequest => ({
  carrier: 'DHL',
  origin: place('CDMX'),
  destination: place('CDMX'),
  packageType: 'package',
  parcels: [{ weight: 1, depth: 10, width: 10, height: 10 }],
  guides: 1,
  shipDate: '2026-11-23',
  residential: false,
  signal: new AbortController().signal,
  ...over,
});
const service = (carrier: 'DHL' | 'ESTAFETA', code: string): RateCardService =>
  cards.get(carrier)!.services.find((s) => s.code === code)!;

describe('rate card book', () => {
  it('loads a sheet for each of the six carriers, in centavos', () => {
    expect([...cards.keys()].sort()).toEqual([...CARRIER_CODES].sort());
    expect(service('DHL', 'EXPRESS_DOMESTIC_FLAT').brackets[0].zones[0]).toBe(14800);
    expect(cards.get('DHL')!.services.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'SAMEDAY SPRINTLINE',
        'DOMESTICO ENVIO RETORNO',
        'ECONOMY SELECT DOMESTIC',
        'EXPRESS DOMESTIC FLAT',
      ]),
    );
  });

  it('refuses a sheet whose brackets do not grow', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ratecards-'));
    const sheet = JSON.parse(readFileSync(join(RATE_CARDS_DIR, 'dhl.json'), 'utf8'));
    sheet.services[0].brackets[1].upToKg = 0.5;
    writeFileSync(join(dir, 'dhl.json'), JSON.stringify(sheet));
    expect(() => loadRateCards(dir)).toThrow(/dhl.json is invalid/);
  });
});

describe('parcelCost', () => {
  const express = service('DHL', 'EXPRESS_DOMESTIC_FLAT');

  it('uses the bracket the billed weight falls in, inclusive at its top', () => {
    expect(parcelCost(express, 1, { weight: 1, depth: 10, width: 10, height: 10 }, 'package')).toBe(
      express.brackets[0].zones[0],
    );
    expect(parcelCost(express, 1, { weight: 1.1, depth: 10, width: 10, height: 10 }, 'package')).toBe(
      express.brackets[1].zones[0],
    );
  });

  it('bills the volumetric weight when it is higher (50×40×30 cm = 12 kg)', () => {
    const light = { weight: 2, depth: 50, width: 40, height: 30 };
    const fifteenKgBracket = express.brackets.find((b) => b.upToKg === 15)!;
    expect(parcelCost(express, 3, light, 'package')).toBe(fifteenKgBracket.zones[2]);
  });

  it('charges every started kilo above the top bracket', () => {
    const freight = service('ESTAFETA', 'ESTAFETA_CARGA');
    const top = freight.brackets[freight.brackets.length - 1];
    const cost = parcelCost(
      freight,
      2,
      { weight: top.upToKg + 2.3, depth: 100, width: 100, height: 100 },
      'tarima',
    );
    expect(cost).toBe(top.zones[1] + 3 * freight.extraKgZones[1]);
  });

  it('charges the flat envelope price for documents', () => {
    expect(parcelCost(express, 4, { weight: 0.5, depth: 30, width: 20, height: 1 }, 'document')).toBe(
      express.documentZones![3],
    );
  });
});

describe('RatecardConnector', () => {
  const cardConnector = new RatecardConnector(cards);
  // Rate tables never drop a service: every test reads the rates.
  const connector = {
    quote: async (req: RateRequest) => {
      const quote = await cardConnector.quote(req);
      expect(quote.dropped).toEqual([]);
      return quote.rates;
    },
  };

  it('offers same-day service only within one state', async () => {
    const local = await connector.quote(request({}));
    const far = await connector.quote(request({ destination: place('YUC') }));
    expect(local.map((r) => r.serviceCode)).toContain('SAMEDAY_SPRINTLINE');
    expect(far.map((r) => r.serviceCode)).not.toContain('SAMEDAY_SPRINTLINE');
    expect(far.find((r) => r.serviceCode === 'EXPRESS_DOMESTIC_FLAT')!.transitDays).toBeGreaterThan(
      local.find((r) => r.serviceCode === 'EXPRESS_DOMESTIC_FLAT')!.transitDays - 1,
    );
  });

  it('adds the extended-zone fee once when either end is remote', async () => {
    const normal = await connector.quote(request({ destination: place('OAX') }));
    const remote = await connector.quote(request({ destination: place('OAX', true) }));
    const fee = cards.get('DHL')!.remoteSurcharge;
    expect(remote.map((r) => r.costCentavos - fee)).toEqual(normal.map((r) => r.costCentavos));
    expect(remote.every((r) => r.isRemote)).toBe(true);
  });

  it('sums every parcel it is given (FedEx quotes all guides at once)', async () => {
    const parcel = { weight: 3, depth: 20, width: 20, height: 20 };
    const one = await connector.quote(request({ carrier: 'FEDEX', parcels: [parcel] }));
    const three = await connector.quote(request({ carrier: 'FEDEX', parcels: [parcel, parcel, parcel] }));
    expect(three.map((r) => r.costCentavos)).toEqual(one.map((r) => r.costCentavos * 3));
  });

  it('quotes pallets only with carriers that carry them', async () => {
    const pallet = { weight: 400, depth: 120, width: 100, height: 150 };
    const byCarrier = await Promise.all(
      CARRIER_CODES.map(async (carrier) => [
        carrier,
        (await connector.quote(request({ carrier, packageType: 'tarima', parcels: [pallet] }))).length,
      ]),
    );
    expect(Object.fromEntries(byCarrier)).toEqual({
      DHL: 0,
      FEDEX: 0,
      ESTAFETA: 1,
      PAQUETEXPRESS: 1,
      REDPACK: 0,
      AMPM: 0,
    });
  });
});
