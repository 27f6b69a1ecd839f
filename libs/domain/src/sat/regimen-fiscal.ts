/** SAT person type, decided by the RFC's length (13 física, 12 moral). */
export type SatPersonType = 'fisica' | 'moral';

export interface RegimenFiscal {
  code: string;
  description: string;
  fisica: boolean;
  moral: boolean;
}

/**
 * c_RegimenFiscal of SAT's CFDI 4.0 catalogues (catCFDI), the entries in force.
 * 609, 628, 629 and 630 are left out: expired or never used by a receptor of ours.
 */
export const REGIMENES_FISCALES: readonly RegimenFiscal[] = [
  { code: '601', description: 'General de Ley Personas Morales', fisica: false, moral: true },
  { code: '603', description: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  {
    code: '605',
    description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
    fisica: true,
    moral: false,
  },
  { code: '606', description: 'Arrendamiento', fisica: true, moral: false },
  { code: '607', description: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { code: '608', description: 'Demás ingresos', fisica: true, moral: false },
  {
    code: '610',
    description: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    fisica: true,
    moral: true,
  },
  { code: '611', description: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  {
    code: '612',
    description: 'Personas Físicas con Actividades Empresariales y Profesionales',
    fisica: true,
    moral: false,
  },
  { code: '614', description: 'Ingresos por intereses', fisica: true, moral: false },
  {
    code: '615',
    description: 'Régimen de los ingresos por obtención de premios',
    fisica: true,
    moral: false,
  },
  { code: '616', description: 'Sin obligaciones fiscales', fisica: true, moral: false },
  {
    code: '620',
    description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    fisica: false,
    moral: true,
  },
  { code: '621', description: 'Incorporación Fiscal', fisica: true, moral: false },
  {
    code: '622',
    description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    fisica: false,
    moral: true,
  },
  { code: '623', description: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { code: '624', description: 'Coordinados', fisica: false, moral: true },
  {
    code: '625',
    description: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    fisica: true,
    moral: false,
  },
  { code: '626', description: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
];

export const REGIMEN_FISCAL_CODES = REGIMENES_FISCALES.map((r) => r.code);

export function findRegimenFiscal(code: string): RegimenFiscal | undefined {
  return REGIMENES_FISCALES.find((r) => r.code === code);
}

/** Whether SAT's catalogue allows this régimen for a persona física or moral. */
export function regimenAllowed(regimen: string, personType: SatPersonType): boolean {
  const entry = findRegimenFiscal(regimen);
  return entry !== undefined && entry[personType];
}
