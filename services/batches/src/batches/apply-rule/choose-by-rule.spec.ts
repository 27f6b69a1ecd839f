import { chooseByRule, type PricedOption } from './choose-by-rule';

const option = (carrier: PricedOption['carrier'], centavos: number, onTime: number | null): PricedOption => ({
  carrier,
  service: 'STD',
  serviceName: 'Terrestre',
  transitDays: 3,
  centavos,
  onTime,
  token: `${carrier}-token`,
  expiresAt: 0,
});

describe('cheapest_on_time', () => {
  const options = [
    option('DHL', 30_000, 97.5),
    option('ESTAFETA', 18_000, 93),
    option('REDPACK', 15_000, null),
    option('AMPM', 25_000, 95),
  ];

  it('picks the cheapest option whose carrier is at least min_on_time % on time on the lane', () => {
    expect(chooseByRule({ rule: 'cheapest_on_time', min_on_time: 95 }, options, [])).toEqual({
      option: options[3],
    });
    expect(chooseByRule({ rule: 'cheapest_on_time', min_on_time: 90 }, options, [])).toEqual({
      option: options[1],
    });
  });

  it('says why when none qualifies, and never takes a carrier without enough deliveries', () => {
    expect(chooseByRule({ rule: 'cheapest_on_time', min_on_time: 99 }, options, [])).toEqual({
      reason: 'Ninguna paquetería llega a tiempo al menos el 99 % de las veces en esta ruta.',
    });
    expect(chooseByRule({ rule: 'cheapest_on_time', min_on_time: 0 }, [options[2]], [])).toEqual({
      reason: 'Sin datos suficientes de entregas a tiempo en esta ruta.',
    });
  });
});
