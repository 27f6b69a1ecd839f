import { regimenAllowed, type SatPersonType } from './regimen-fiscal';

export interface UsoCfdi {
  code: string;
  description: string;
  fisica: boolean;
  moral: boolean;
  /** The column "Régimen Fiscal Receptor" of SAT's c_UsoCFDI. */
  regimenes: readonly string[];
}

// The three receptor-régimen lists SAT's c_UsoCFDI repeats row after row.
const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const PERSONAL_DEDUCTIONS = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
const ANY_REGIMEN = [
  '601',
  '603',
  '605',
  '606',
  '608',
  '610',
  '611',
  '612',
  '614',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '607',
  '615',
  '625',
  '626',
];

const business = (code: string, description: string): UsoCfdi => ({
  code,
  description,
  fisica: true,
  moral: true,
  regimenes: BUSINESS,
});
const deduction = (code: string, description: string): UsoCfdi => ({
  code,
  description,
  fisica: true,
  moral: false,
  regimenes: PERSONAL_DEDUCTIONS,
});

/** c_UsoCFDI of SAT's CFDI 4.0 catalogues. */
export const USOS_CFDI: readonly UsoCfdi[] = [
  business('G01', 'Adquisición de mercancías'),
  business('G02', 'Devoluciones, descuentos o bonificaciones'),
  business('G03', 'Gastos en general'),
  business('I01', 'Construcciones'),
  business('I02', 'Mobiliario y equipo de oficina por inversiones'),
  business('I03', 'Equipo de transporte'),
  business('I04', 'Equipo de computo y accesorios'),
  business('I05', 'Dados, troqueles, moldes, matrices y herramental'),
  business('I06', 'Comunicaciones telefónicas'),
  business('I07', 'Comunicaciones satelitales'),
  business('I08', 'Otra maquinaria y equipo'),
  deduction('D01', 'Honorarios médicos, dentales y gastos hospitalarios'),
  deduction('D02', 'Gastos médicos por incapacidad o discapacidad'),
  deduction('D03', 'Gastos funerales'),
  deduction('D04', 'Donativos'),
  deduction('D05', 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)'),
  deduction('D06', 'Aportaciones voluntarias al SAR'),
  deduction('D07', 'Primas por seguros de gastos médicos'),
  deduction('D08', 'Gastos de transportación escolar obligatoria'),
  deduction('D09', 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones'),
  deduction('D10', 'Pagos por servicios educativos (colegiaturas)'),
  { code: 'S01', description: 'Sin efectos fiscales', fisica: true, moral: true, regimenes: ANY_REGIMEN },
  { code: 'CP01', description: 'Pagos', fisica: true, moral: true, regimenes: ANY_REGIMEN },
  { code: 'CN01', description: 'Nómina', fisica: true, moral: false, regimenes: ['605'] },
];

export const USO_CFDI_CODES = USOS_CFDI.map((u) => u.code);

export function findUsoCfdi(code: string): UsoCfdi | undefined {
  return USOS_CFDI.find((u) => u.code === code);
}

/** Whether SAT's catalogue allows this uso for a receptor with this régimen and person type. */
export function usoAllowed(uso: string, regimen: string, personType: SatPersonType): boolean {
  const entry = findUsoCfdi(uso);
  return (
    entry !== undefined &&
    entry[personType] &&
    entry.regimenes.includes(regimen) &&
    regimenAllowed(regimen, personType)
  );
}

/** The usos a form offers once régimen and person type are known. */
export function usosFor(regimen: string, personType: SatPersonType): UsoCfdi[] {
  return USOS_CFDI.filter((u) => usoAllowed(u.code, regimen, personType));
}
