import { addIva, increaseByPercent, type CarrierCode } from '@envios/domain';
import type { QuoteResponse, ShippingOption } from '@envios/contracts';
import { api, createUser, eventually, signIn, type Session } from '@envios/testing';
import { loadRateCards, parcelCost, zoneBetween } from '@envios/carriers';

const cards = loadRateCards();
const toCentavos = (pesos: number) => Math.round(pesos * 100);

const quote = (session: Session, body: object) =>
  api<QuoteResponse>('POST', '/quoting', { token: session.token, body });
const request = (parcel: object, cantidadGuias = 1, destination = '64000') => ({
  cantidadGuias,
  parcels: [parcel],
  origin_direction: { country_code: 'MX', postal_code: '06700' },
  destination_direction: { country_code: 'MX', postal_code: destination },
  package_type: 'package',
});

const ratecardOptions = (r: QuoteResponse) =>
  Object.values(r.carriers)
    .flat()
    .filter((o): o is ShippingOption => !!o && o.source === 'ratecard');

/** What our rate card says the carrier costs us (centavos), for `parcels`. */
function cardCost(
  carrier: CarrierCode,
  service: string,
  parcels: { weight: number; depth: number; width: number; height: number }[],
) {
  const s = cards.get(carrier)!.services.find((x) => x.code === service)!;
  const zone = zoneBetween('CDMX', 'NL');
  return parcels.reduce((sum, p) => sum + parcelCost(s, zone, p, 'package'), 0);
}

describe('quote prices', () => {
  let wholesale: Session; // tariff Mayorista, 8 %
  let retail: Session; // tariff Público general, 35 %
  const parcel = { weight: 2.5, depth: 30, width: 20, height: 15 };

  beforeAll(async () => {
    const a = await createUser({ rol: 'admin', tariff: 'Mayorista' });
    const b = await createUser({ rol: 'admin', tariff: 'Público general' });
    wholesale = await signIn(a.email, a.password);
    retail = await signIn(b.email, b.password);
  });

  it("is the rate card's cost plus the user's tariff plus 16 % IVA, to the centavo", async () => {
    // The tariff reaches quoting through identity's events: wait until it applies.
    const r = await eventually(
      async () => {
        const res = (await quote(wholesale, request(parcel))).body;
        const dhl = res.carriers.DHL!.find((o) => o.service_code === 'EXPRESS_DOMESTIC_FLAT')!;
        return toCentavos(dhl.total_amount!) ===
          addIva(increaseByPercent(cardCost('DHL', dhl.service_code, [parcel]), 8))
          ? res
          : undefined;
      },
      { what: 'the Mayorista tariff to apply' },
    );
    const options = ratecardOptions(r);
    expect(options.length).toBeGreaterThanOrEqual(10);
    for (const o of options) {
      const cost = cardCost(o.carrier_code, o.service_code, [parcel]);
      const net = increaseByPercent(cost, 8);
      expect([o.service_code, toCentavos(o.net_total_amount!)]).toEqual([o.service_code, net]);
      expect([o.service_code, toCentavos(o.total_amount!)]).toEqual([o.service_code, addIva(net)]);
      expect(o.total_amount).toBe(Math.round(o.total_amount! * 100) / 100);
    }
  });

  it('charges a 35 % tariff more than an 8 % one, by exactly the tariff difference', async () => {
    const r = await eventually(
      async () => {
        const res = (await quote(retail, request(parcel))).body;
        const o = res.carriers.ESTAFETA![0];
        return toCentavos(o.net_total_amount!) ===
          increaseByPercent(cardCost('ESTAFETA', o.service_code, [parcel]), 35)
          ? res
          : undefined;
      },
      { what: 'the Público general tariff to apply' },
    );
    for (const o of ratecardOptions(r)) {
      expect(toCentavos(o.net_total_amount!)).toBe(
        increaseByPercent(cardCost(o.carrier_code, o.service_code, [parcel]), 35),
      );
    }
  });

  it('bills volumetric weight when it exceeds the real weight', async () => {
    const bulky = { weight: 2, depth: 50, width: 40, height: 30 }; // 12 kg volumetric
    const heavy = { weight: 12, depth: 10, width: 10, height: 10 };
    const lighter = { weight: 9, depth: 10, width: 10, height: 10 }; // one bracket below (up to 10 kg)
    const [a, b, c] = await Promise.all(
      [bulky, heavy, lighter].map(async (p) => ratecardOptions((await quote(wholesale, request(p))).body)),
    );
    const prices = (opts: ShippingOption[]) => opts.map((o) => `${o.service_code}:${o.total_amount}`).sort();
    expect(prices(a)).toEqual(prices(b));
    const express = (opts: ShippingOption[]) =>
      opts.find((o) => o.service_code === 'EXPRESS_DOMESTIC_FLAT')!.total_amount!;
    expect(express(c)).toBeLessThan(express(a));
  });

  it('multiplies per-guide carriers by the number of guides and quotes FedEx for all guides at once', async () => {
    const r = (await quote(wholesale, request(parcel, 3))).body;
    expect(r.cantidadGuias).toBe(3);
    for (const o of ratecardOptions(r)) {
      if (o.carrier_code === 'FEDEX') {
        expect(toCentavos(o.total_amount!)).toBe(
          addIva(increaseByPercent(cardCost('FEDEX', o.service_code, [parcel, parcel, parcel]), 8)),
        );
        expect(o.order_total_amount).toBe(o.total_amount);
      } else {
        expect(toCentavos(o.order_total_amount!)).toBe(3 * toCentavos(o.total_amount!));
      }
    }
  });

  it('adds the extended-zone fee for a remote destination', async () => {
    const city = (await quote(wholesale, request(parcel, 1, '68000'))).body; // Oaxaca centre
    const rural = (await quote(wholesale, request(parcel, 1, '68200'))).body; // rural Oaxaca
    const fee = cards.get('ESTAFETA')!.remoteSurcharge;
    const cityOption = city.carriers.ESTAFETA!.find((o) => o.service_code === 'DOS_DIAS')!;
    const ruralOption = rural.carriers.ESTAFETA!.find((o) => o.service_code === 'DOS_DIAS')!;
    expect(ruralOption.is_remote).toBe(true);
    expect(cityOption.is_remote).toBe(false);
    expect(toCentavos(ruralOption.net_total_amount!) - toCentavos(cityOption.net_total_amount!)).toBe(
      increaseByPercent(fee, 8),
    );
  });
});
