import { loadRateCards } from '@envios/carriers';
import { OverweightCharge, type ChargedShipment } from './overweight-charge';

const cards = loadRateCards();

/**
 * Estafeta Terrestre from Ciudad de México (06700) to Monterrey (64000): zone 4 on the rate card,
 * where 2 kg cost $120.14, 5 kg $160.54 and 10 kg $227.86. One parcel of 2 kg, 15 × 20 × 30 cm
 * (1.8 kg volumetric), for which the customer paid $200.00 (its tariff and IVA on top of the card).
 */
const shipment = (
  over: Partial<ChargedShipment> = {},
  service: Partial<ChargedShipment['selected_service']> = {},
) => ({
  parcels: [{ weight: 2, height: 15, width: 20, depth: 30 }],
  shipment_type: 'box' as const,
  origin_direction: { postal_code: '06700', state_short: 'CDMX' },
  destination_direction: { postal_code: '64000', state_short: 'NL' },
  ...over,
  selected_service: {
    carrier: 'Estafeta',
    carrier_code: 'ESTAFETA' as const,
    carrier_service_name: 'Terrestre',
    service_code: 'TERRESTRE',
    total_centavos: 20_000,
    is_remote: false,
    ...service,
  },
});
const weighed = (weight: number, height = 15, width = 20, depth = 30) => [{ weight, height, width, depth }];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return { code: (e as { code: string }).code, message: (e as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('OverweightCharge from the carrier rate card', () => {
  it("charges the card's increase from the declared to the measured billed weight, as a share of what was paid", () => {
    const charge = OverweightCharge.of(shipment(), weighed(4.5), cards);
    expect(charge.overweightKg).toBe(2.5);
    expect(charge.declaredKg).toBe(2);
    expect(charge.measuredKg).toBe(4.5);
    expect(charge.method).toBe('ratecard');
    // $120.14 → $160.54 is 33.63 % more; 33.63 % of $200.00, to the centavo.
    expect(charge.costCentavos).toBe(Math.round((20_000 * 4_040) / 12_014));
    expect(charge.costCentavos).toBe(6_725);
    expect(charge.explanation).toContain('2 kg declarados y 4.5 kg medidos');
    expect(charge.explanation).toContain('zona 4, CDMX → NL');
    expect(charge.explanation).toContain('33.63 %');
    expect(charge.explanation).toContain('($200.00) da el cargo: $67.25.');
  });

  it('bills the volumetric weight of a bigger box than declared', () => {
    // 40 × 40 × 30 cm is 9.6 kg volumetric: the 10 kg bracket.
    const charge = OverweightCharge.of(shipment(), weighed(2, 40, 40, 30), cards);
    expect(charge.overweightKg).toBe(7.6);
    expect(charge.costCentavos).toBe(Math.round((20_000 * (22_786 - 12_014)) / 12_014));
  });

  it('charges nothing when the measure stays inside the declared weight’s price bracket', () => {
    const charge = OverweightCharge.of(shipment({ parcels: weighed(2.2) }), weighed(2.9), cards);
    expect(charge.overweightKg).toBe(0.7);
    expect(charge.costCentavos).toBe(0);
    expect(charge.explanation).toContain('cuestan lo mismo que 2.2 kg: no hay cargo.');
  });

  it('counts the extended-zone fee on both sides of a remote shipment', () => {
    const charge = OverweightCharge.of(shipment({}, { is_remote: true }), weighed(4.5), cards);
    expect(charge.costCentavos).toBe(Math.round((20_000 * 4_040) / (12_014 + 14_500)));
  });

  it('takes the state from the postal code, whatever state the address names', () => {
    const typo = shipment({ destination_direction: { postal_code: '64000', state_short: 'YUC' } });
    expect(OverweightCharge.of(typo, weighed(4.5), cards).costCentavos).toBe(6_725);
  });

  it('prices an envelope found heavier by its weight, not at the flat envelope rate', () => {
    // Día Siguiente, zone 4: up to 1 kg $193.21, up to 2 kg $220.14.
    const envelope = shipment(
      { shipment_type: 'document', parcels: [{ weight: 0.5, height: 1, width: 24, depth: 35 }] },
      { service_code: 'DIA_SIGUIENTE', carrier_service_name: 'Día Siguiente', total_centavos: 15_000 },
    );
    const charge = OverweightCharge.of(envelope, [{ weight: 1.5, height: 1, width: 24, depth: 35 }], cards);
    expect(charge.costCentavos).toBe(Math.round((15_000 * (22_014 - 19_321)) / 19_321));
  });
});

describe('OverweightCharge without a rate card', () => {
  it('charges each kg over at what was paid per declared billed kg, and says so', () => {
    const charge = OverweightCharge.of(
      shipment({}, { service_code: 'PRIORITY_OVERNIGHT', carrier_service_name: 'Priority Overnight' }),
      weighed(4.5),
      cards,
    );
    expect(charge.method).toBe('per_kg');
    // $200.00 for 2 kg is $100.00 a kg; 2.5 kg over.
    expect(charge.costCentavos).toBe(25_000);
    expect(charge.explanation).toContain('Priority Overnight de Estafeta no tiene tarifa registrada');
    expect(charge.explanation).toContain('$200.00 ÷ 2 kg = $100.00 por kg; 2.5 kg × $100.00 = $250.00.');
  });

  it('falls back the same when the route’s states are unknown', () => {
    const abroad = shipment({
      origin_direction: { postal_code: 'K1A0B1', state_short: null },
      destination_direction: { postal_code: '64000', state_short: 'NL' },
    });
    expect(OverweightCharge.of(abroad, weighed(3), cards)).toMatchObject({
      method: 'per_kg',
      costCentavos: 10_000,
    });
  });

  it('rounds the price per kg to the centavo first, so the words add up', () => {
    const charge = OverweightCharge.of(
      shipment({}, { service_code: 'NONE', total_centavos: 19_999 }),
      weighed(2.333),
      cards,
    );
    // 19,999 / 2 = 9,999.5 → $100.00 a kg (half up); 0.333 kg × $100.00 = $33.30.
    expect(charge.costCentavos).toBe(3_330);
  });
});

describe('OverweightCharge refusals and the confirmed cost', () => {
  it('refuses measures of another number of parcels, or that bill no more than declared', () => {
    expect(refusal(() => OverweightCharge.of(shipment(), [...weighed(3), ...weighed(3)], cards))).toEqual({
      code: 'OVERWEIGHT.PARCEL_COUNT',
      message: 'Indica las medidas del paquete del envío.',
    });
    expect(refusal(() => OverweightCharge.of(shipment(), weighed(1.5), cards))).toEqual({
      code: 'OVERWEIGHT.NOT_OVER',
      message:
        'Las medidas de la paquetería facturan 1.8 kg, no más que los 2 kg declarados: no hay sobrepeso.',
    });
  });

  it('explains a cost staff confirmed other than the computed one', () => {
    const stored = OverweightCharge.of(shipment(), weighed(4.5), cards).toStored();
    expect(OverweightCharge.explain(stored, 6_725)).toBe(stored.explanation);
    expect(OverweightCharge.explain(stored, 7_000)).toBe(
      `${stored.explanation} Cargo confirmado por el personal: $70.00 (el cálculo daba $67.25).`,
    );
  });
});
