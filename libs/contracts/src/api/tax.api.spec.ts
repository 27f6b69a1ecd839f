import { TaxInformationSchema } from './tax.api';

const GOOD = {
  rfc: 'EKU9003173C9',
  razon_social: 'ESCUELA KEMPER URGATE',
  regimen_fiscal: '601',
  uso_cfdi: 'G03',
  codigo_postal: '42501',
  invoice_frequency: 'monthly',
};

const messagesOf = (input: Record<string, unknown>) => {
  const r = TaxInformationSchema.safeParse({ ...GOOD, ...input });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('TaxInformationSchema', () => {
  it('normalises as SAT registers: RFC and name in capitals, single spaces', () => {
    expect(
      TaxInformationSchema.parse({ ...GOOD, rfc: ' eku9003173c9', razon_social: ' escuela  kemper urgate ' }),
    ).toMatchObject({ rfc: 'EKU9003173C9', razon_social: 'ESCUELA KEMPER URGATE' });
  });

  it.each([
    'ESCUELA KEMPER URGATE SA DE CV',
    'Escuela Kemper Urgate, S.A. de C.V.',
    'ESCUELA KEMPER URGATE S. DE R.L. DE C.V.',
    'ESCUELA KEMPER URGATE SAPI DE CV',
    'ESCUELA KEMPER URGATE A.C.',
  ])('refuses a moral’s name with its societary regime: %s', (razon_social) => {
    expect(messagesOf({ razon_social })).toEqual({
      razon_social: expect.stringMatching(/sin el régimen societario/),
    });
  });

  it('keeps a física’s name as it is, and names ending in words like "SAS" inside', () => {
    expect(
      messagesOf({ rfc: 'CACX7605101P8', razon_social: 'XOCHILT CASAS', regimen_fiscal: '612' }),
    ).toEqual({});
    expect(messagesOf({ razon_social: 'TRANSPORTES CASAS' })).toEqual({});
  });

  it('tells the web which field is wrong, in the API’s words', () => {
    expect(messagesOf({ rfc: 'EKU9003173C8', regimen_fiscal: '601', uso_cfdi: 'D01' })).toEqual({
      rfc: expect.stringMatching(/^RFC inválido: el dígito verificador/),
      uso_cfdi: 'El uso de CFDI D01 no está permitido para el régimen fiscal 601.',
    });
    expect(messagesOf({ codigo_postal: 'abcde' })).toEqual({
      codigo_postal: 'El código postal fiscal tiene 5 dígitos.',
    });
  });
});
