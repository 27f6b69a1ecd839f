import { limitHint, PackageProfileFormSchema, profileFieldOf } from './profile-form';

describe('PackageProfileFormSchema', () => {
  it('nests the dimensions as the API wants them', () => {
    expect(
      PackageProfileFormSchema.parse({
        name: 'Caja mediana',
        type: 'package',
        weight: '2.5',
        length: 30,
        width: '20',
        height: 15,
        description: '',
      }),
    ).toEqual({
      name: 'Caja mediana',
      type: 'package',
      weight: 2.5,
      dimensions: { length: 30, width: 20, height: 15 },
    });
  });

  it('puts a dimension out of the type limits on its own field', () => {
    const result = PackageProfileFormSchema.safeParse({
      name: 'Sobre',
      type: 'document',
      weight: 0.3,
      length: 30,
      width: 20,
      height: 3,
      description: '',
    });
    expect(result.error!.issues.map((issue) => [profileFieldOf(issue.path), issue.message])).toEqual([
      ['height', 'El alto debe estar entre 1 y 1.5 cm.'],
    ]);
  });
});

describe('limitHint', () => {
  it('gives the limits of the type with the unit', () => {
    expect(limitHint('package', 'weight')).toBe('0.1 a 60 kg');
    expect(limitHint('tarima', 'length')).toBe('1 a 300 cm');
  });
});
