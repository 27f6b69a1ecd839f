import { regimenAllowed, REGIMEN_FISCAL_CODES } from './regimen-fiscal';
import { usoAllowed, usosFor, USO_CFDI_CODES } from './uso-cfdi';
import { PUBLICO_EN_GENERAL } from './invoice-constants';

describe('SAT catalogues', () => {
  it('lists the régimenes a receptor may have', () => {
    expect(REGIMEN_FISCAL_CODES).toEqual([
      '601',
      '603',
      '605',
      '606',
      '607',
      '608',
      '610',
      '611',
      '612',
      '614',
      '615',
      '616',
      '620',
      '621',
      '622',
      '623',
      '624',
      '625',
      '626',
    ]);
  });

  it('allows each régimen only for the person types SAT lists', () => {
    expect(regimenAllowed('601', 'moral')).toBe(true);
    expect(regimenAllowed('601', 'fisica')).toBe(false);
    expect(regimenAllowed('612', 'fisica')).toBe(true);
    expect(regimenAllowed('612', 'moral')).toBe(false);
    expect(regimenAllowed('626', 'fisica')).toBe(true);
    expect(regimenAllowed('626', 'moral')).toBe(true);
    expect(regimenAllowed('999', 'moral')).toBe(false);
  });

  it('lists every uso CFDI of CFDI 4.0', () => {
    expect(USO_CFDI_CODES).toHaveLength(3 + 8 + 10 + 3);
    expect(USO_CFDI_CODES).toEqual(expect.arrayContaining(['G03', 'I08', 'D10', 'S01', 'CP01', 'CN01']));
  });

  it('allows a uso only with the régimenes SAT pairs it with', () => {
    expect(usoAllowed('G03', '601', 'moral')).toBe(true);
    expect(usoAllowed('G03', '612', 'fisica')).toBe(true);
    expect(usoAllowed('G03', '605', 'fisica')).toBe(false);
    expect(usoAllowed('D01', '612', 'fisica')).toBe(true);
    expect(usoAllowed('D01', '601', 'moral')).toBe(false);
    expect(usoAllowed('CN01', '605', 'fisica')).toBe(true);
    expect(usoAllowed('S01', '616', 'fisica')).toBe(true);
    expect(usoAllowed('G03', '616', 'fisica')).toBe(false);
    // a régimen the person type may not have makes every uso wrong
    expect(usoAllowed('G03', '612', 'moral')).toBe(false);
  });

  it('offers a persona moral in 601 the business usos, S01 and CP01, no deductions', () => {
    const codes = usosFor('601', 'moral').map((u) => u.code);
    expect(codes).toContain('G03');
    expect(codes).toContain('S01');
    expect(codes).not.toContain('D01');
    expect(codes).not.toContain('CN01');
  });

  it('describes público en general as SAT asks for global invoices', () => {
    expect(PUBLICO_EN_GENERAL).toEqual({
      rfc: 'XAXX010101000',
      razon_social: 'PUBLICO EN GENERAL',
      regimen_fiscal: '616',
      uso_cfdi: 'S01',
    });
    expect(usoAllowed(PUBLICO_EN_GENERAL.uso_cfdi, PUBLICO_EN_GENERAL.regimen_fiscal, 'fisica')).toBe(true);
  });
});
