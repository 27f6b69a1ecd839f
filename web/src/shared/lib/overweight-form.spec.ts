import {
  initialOverweightValues,
  measuredParcels,
  overweightFieldOf,
  overweightFormSchema,
} from './overweight-form';

const measures = { m0_weight: '4.5', m0_height: '15', m0_width: '20', m0_depth: '30' };

describe('register overweight form', () => {
  it('starts blank, or from what was measured and charged before', () => {
    expect(initialOverweightValues(1, null, null)).toEqual({
      cost_overweight: '',
      m0_weight: '',
      m0_height: '',
      m0_width: '',
      m0_depth: '',
    });
    expect(initialOverweightValues(1, [{ weight: 4.5, height: 15, width: 20, depth: 30 }], 67.25)).toEqual({
      cost_overweight: '67.25',
      ...measures,
    });
  });

  it('asks for the charge only once every measure is a valid number', () => {
    expect(measuredParcels(measures, 1)).toEqual([{ weight: 4.5, height: 15, width: 20, depth: 30 }]);
    expect(measuredParcels({ ...measures, m0_depth: '' }, 1)).toBeNull();
    expect(measuredParcels({ ...measures, m0_weight: '0' }, 1)).toBeNull();
    expect(measuredParcels(measures, 2)).toBeNull();
  });

  it('sends the confirmed cost and the measures; a blank cost is not 0', () => {
    expect(overweightFormSchema(1).parse({ ...measures, cost_overweight: '67.25' })).toEqual({
      cost_overweight: 67.25,
      measured_parcels: [{ weight: 4.5, height: 15, width: 20, depth: 30 }],
    });
    const blank = overweightFormSchema(1).safeParse({ ...measures, cost_overweight: ' ' });
    expect(blank.error?.issues[0]).toMatchObject({
      path: ['cost_overweight'],
      message: 'El sobrepeso y su costo son obligatorios y deben ser números.',
    });
  });

  it('puts a measure message under its field, and one about the whole list beside the quote', () => {
    expect(overweightFieldOf(['measured_parcels', 0, 'depth'])).toBe('m0_depth');
    expect(overweightFieldOf(['measured_parcels'])).toBe('quote');
    expect(overweightFieldOf(['cost_overweight'])).toBe('cost_overweight');
  });
});
