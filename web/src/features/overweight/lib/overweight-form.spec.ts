import type { OverweightRecord } from '../api/overweight-api';
import {
  initialOverweightValues,
  measuredOverweight,
  overweightFieldOf,
  overweightFormSchema,
} from './overweight-form';

const parcel = { weight: 2, height: 15, width: 20, depth: 30, volumetric_weight: 1.8, billed_weight: 2 };
const record = {
  _id: 's1',
  overweight: 1.5,
  cost_overweight: 80,
  declared: { parcels: [parcel], billed_weight: 2 },
  measured: null,
} as unknown as OverweightRecord;

describe('Editar sobrepeso form', () => {
  it('starts from the record, without measures when none were recorded', () => {
    expect(initialOverweightValues(record)).toEqual({
      overweight: '1.5',
      cost_overweight: '80',
      withMeasures: false,
      m0_weight: '',
      m0_height: '',
      m0_width: '',
      m0_depth: '',
    });
  });

  it('requires both numbers: a blank cost is not 0', () => {
    const parsed = overweightFormSchema(1).safeParse({
      overweight: '2',
      cost_overweight: ' ',
      withMeasures: false,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['cost_overweight'],
      message: 'El sobrepeso y su costo son obligatorios y deben ser números.',
    });
  });

  it('sends the measured parcels only when asked to', () => {
    const values = {
      overweight: '1.2',
      cost_overweight: '45.50',
      withMeasures: true,
      m0_weight: '3.2',
      m0_height: '15',
      m0_width: '20',
      m0_depth: '30',
    };
    expect(overweightFormSchema(1).parse(values)).toEqual({
      overweight: 1.2,
      cost_overweight: 45.5,
      measured_parcels: [{ weight: 3.2, height: 15, width: 20, depth: 30 }],
    });
    expect(
      overweightFormSchema(1).parse({ ...values, withMeasures: false }).measured_parcels,
    ).toBeUndefined();
  });

  it('puts a measure message under its field', () => {
    expect(overweightFieldOf(['measured_parcels', 0, 'depth'])).toBe('m0_depth');
    expect(overweightFieldOf(['measured_parcels'])).toBe('withMeasures');
    expect(overweightFieldOf(['overweight'])).toBe('overweight');
  });

  it('works out the overweight the measures imply: measured billed weight less declared', () => {
    const values = { withMeasures: true, m0_weight: '2', m0_height: '20', m0_width: '25', m0_depth: '40' };
    // 20 × 25 × 40 / 5000 = 4 kg billed against 2 kg declared.
    expect(measuredOverweight(values, record)).toBe(2);
    expect(measuredOverweight({ ...values, m0_depth: '' }, record)).toBeNull();
  });
});
