/**
 * A CFDI 4.0 sealed by the issuer and stamped by the "PAC" (Anexo 20: cfdv40.xsd and
 * TimbreFiscalDigitalv11.xsd), built with xmlbuilder2.
 *
 * Sello: RSA-SHA256 of the cadena original, base64. SAT defines the cadena original with an XSLT
 * (cadenaoriginal_4_0.xslt); this file writes the same string in code for the nodes the sandbox
 * emits: `||`, then every attribute present in the XSLT's order (Comprobante, InformacionGlobal,
 * CfdiRelacionados, Emisor, Receptor, each Concepto with its Traslados, Impuestos), each value with
 * its whitespace collapsed, joined by `|`, and `||`. The stamp's (TimbreFiscalDigital 1.1) is
 * `||1.1|UUID|FechaTimbrado|RfcProvCertif|SelloCFD|NoCertificadoSAT||`, sealed with the stamping
 * certificate into SelloSAT. Not done: addenda, complements other than the stamp, other taxes.
 */
import { randomUUID, sign } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { SigningCertificate } from './certificates';
import type { InvoiceRequest, Issuer } from './invoice-request';

const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

const money = (cents: number) => (cents / 100).toFixed(2);

/** A moment as CFDI writes it: Mexico City's local time, no zone (2026-11-28T17:05:09). */
function cfdiDateTime(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' ', 'T');
}

type Attrs = [string, string | undefined][];

/** The CFDI's nodes as attribute lists in the XSLT's order, the one model XML and cadena come from. */
interface CfdiModel {
  comprobante: Attrs;
  informacionGlobal?: Attrs;
  relacionados: { tipo: string; uuids: string[] }[];
  emisor: Attrs;
  receptor: Attrs;
  conceptos: { attrs: Attrs; traslado: Attrs }[];
  traslado: Attrs;
  totalTrasladados: string;
}

interface Stamp {
  uuid: string;
  fechaTimbrado: string;
  rfcProvCertif: string;
  selloCfd: string;
  noCertificadoSat: string;
  selloSat: string;
  /** The stamp's cadena original (Facturapi's stamp.complement_string). */
  cadenaTimbre: string;
}

export interface StampedCfdi {
  xml: string;
  cadenaOriginal: string;
  sello: string;
  fecha: string;
  stamp: Stamp;
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/** SAT's cadena original for the attribute lists, in order (absent attributes are left out). */
function cadenaOriginal(groups: Attrs[]): string {
  const values = groups.flat().flatMap(([, v]) => (v === undefined || v === '' ? [] : [clean(v)]));
  return `||${values.join('|')}||`;
}

function model(
  req: InvoiceRequest,
  issuer: Issuer,
  meta: { series: string; folio: number; fecha: string; certificate: SigningCertificate },
): CfdiModel {
  const trasladoAttrs = (base: number, iva: number): Attrs => [
    ['Base', money(base)],
    ['Impuesto', '002'],
    ['TipoFactor', 'Tasa'],
    ['TasaOCuota', '0.160000'],
    ['Importe', money(iva)],
  ];
  return {
    comprobante: [
      ['Version', '4.0'],
      ['Serie', meta.series],
      ['Folio', String(meta.folio)],
      ['Fecha', meta.fecha],
      ['FormaPago', req.paymentForm],
      ['NoCertificado', meta.certificate.number],
      ['CondicionesDePago', req.conditions],
      ['SubTotal', money(req.subtotalCents)],
      ['Moneda', 'MXN'],
      ['Total', money(req.totalCents)],
      ['TipoDeComprobante', 'I'],
      ['Exportacion', '01'],
      ['MetodoPago', req.paymentMethod],
      ['LugarExpedicion', issuer.zip],
    ],
    informacionGlobal: req.global && [
      ['Periodicidad', req.global.periodicidad],
      ['Meses', req.global.months],
      ['Año', String(req.global.year)],
    ],
    relacionados: req.related.map((r) => ({ tipo: r.relationship, uuids: r.documents })),
    emisor: [
      ['Rfc', issuer.rfc],
      ['Nombre', issuer.name],
      ['RegimenFiscal', issuer.taxSystem],
    ],
    receptor: [
      ['Rfc', req.customer.taxId],
      ['Nombre', req.customer.legalName],
      ['DomicilioFiscalReceptor', req.customer.zip],
      ['RegimenFiscalReceptor', req.customer.taxSystem],
      ['UsoCFDI', req.use],
    ],
    conceptos: req.lines.map((l) => ({
      attrs: [
        ['ClaveProdServ', l.productKey],
        ['NoIdentificacion', l.sku],
        ['Cantidad', String(l.quantity)],
        ['ClaveUnidad', l.unitKey],
        ['Unidad', l.unitName],
        ['Descripcion', l.description],
        // With quantity 1 it is the line's base; else the base per unit to 6 decimals.
        [
          'ValorUnitario',
          l.quantity === 1 ? money(l.baseCents) : (l.baseCents / 100 / l.quantity).toFixed(6),
        ],
        ['Importe', money(l.baseCents)],
        ['ObjetoImp', '02'],
      ],
      traslado: trasladoAttrs(l.baseCents, l.ivaCents),
    })),
    traslado: trasladoAttrs(req.subtotalCents, req.ivaCents),
    totalTrasladados: money(req.ivaCents),
  };
}

function cadenaOf(m: CfdiModel): string {
  return cadenaOriginal([
    m.comprobante,
    m.informacionGlobal ?? [],
    ...m.relacionados.flatMap((r): Attrs[] => [
      [['TipoRelacion', r.tipo]],
      r.uuids.map((u): [string, string] => ['UUID', u]),
    ]),
    m.emisor,
    m.receptor,
    ...m.conceptos.flatMap((c) => [c.attrs, c.traslado]),
    m.traslado,
    [['TotalImpuestosTrasladados', m.totalTrasladados]],
  ]);
}

const present = (attrs: Attrs): Record<string, string> =>
  Object.fromEntries(attrs.filter((a): a is [string, string] => a[1] !== undefined && a[1] !== ''));

export function stampCfdi(
  req: InvoiceRequest,
  options: {
    issuer: Issuer;
    series: string;
    folio: number;
    now: Date;
    certificate: SigningCertificate;
    satCertificate: SigningCertificate;
    providerRfc: string;
  },
): StampedCfdi {
  const fecha = cfdiDateTime(options.now);
  const m = model(req, options.issuer, { ...options, fecha });
  const cadena = cadenaOf(m);
  const sello = sign('sha256', Buffer.from(cadena, 'utf8'), options.certificate.key).toString('base64');

  const uuid = randomUUID().toUpperCase();
  const fechaTimbrado = cfdiDateTime(options.now);
  const cadenaTimbre = cadenaOriginal([
    [
      ['Version', '1.1'],
      ['UUID', uuid],
      ['FechaTimbrado', fechaTimbrado],
      ['RfcProvCertif', options.providerRfc],
      ['SelloCFD', sello],
      ['NoCertificadoSAT', options.satCertificate.number],
    ],
  ]);
  const selloSat = sign('sha256', Buffer.from(cadenaTimbre, 'utf8'), options.satCertificate.key).toString(
    'base64',
  );

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(CFDI_NS, 'cfdi:Comprobante', {
    'xmlns:xsi': XSI_NS,
    'xsi:schemaLocation': `${CFDI_NS} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`,
    ...present(m.comprobante),
    Sello: sello,
    Certificado: options.certificate.base64,
  });
  if (m.informacionGlobal) root.ele(CFDI_NS, 'cfdi:InformacionGlobal', present(m.informacionGlobal));
  for (const r of m.relacionados) {
    const group = root.ele(CFDI_NS, 'cfdi:CfdiRelacionados', { TipoRelacion: r.tipo });
    for (const u of r.uuids) group.ele(CFDI_NS, 'cfdi:CfdiRelacionado', { UUID: u });
  }
  root.ele(CFDI_NS, 'cfdi:Emisor', present(m.emisor));
  root.ele(CFDI_NS, 'cfdi:Receptor', present(m.receptor));
  const conceptos = root.ele(CFDI_NS, 'cfdi:Conceptos');
  for (const c of m.conceptos)
    conceptos
      .ele(CFDI_NS, 'cfdi:Concepto', present(c.attrs))
      .ele(CFDI_NS, 'cfdi:Impuestos')
      .ele(CFDI_NS, 'cfdi:Traslados')
      .ele(CFDI_NS, 'cfdi:Traslado', present(c.traslado));
  root
    .ele(CFDI_NS, 'cfdi:Impuestos', { TotalImpuestosTrasladados: m.totalTrasladados })
    .ele(CFDI_NS, 'cfdi:Traslados')
    .ele(CFDI_NS, 'cfdi:Traslado', present(m.traslado));
  root.ele(CFDI_NS, 'cfdi:Complemento').ele(TFD_NS, 'tfd:TimbreFiscalDigital', {
    'xmlns:xsi': XSI_NS,
    'xsi:schemaLocation': `${TFD_NS} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`,
    Version: '1.1',
    UUID: uuid,
    FechaTimbrado: fechaTimbrado,
    RfcProvCertif: options.providerRfc,
    SelloCFD: sello,
    NoCertificadoSAT: options.satCertificate.number,
    SelloSAT: selloSat,
  });

  return {
    xml: root.end({ prettyPrint: false }),
    cadenaOriginal: cadena,
    sello,
    fecha,
    stamp: {
      uuid,
      fechaTimbrado,
      rfcProvCertif: options.providerRfc,
      selloCfd: sello,
      noCertificadoSat: options.satCertificate.number,
      selloSat,
      cadenaTimbre,
    },
  };
}

/** SAT's verification address (the QR's): id, emisor, receptor, total, the Sello's last 8 characters. */
export function verificationUrl(
  uuid: string,
  issuerRfc: string,
  receiverRfc: string,
  totalCents: number,
  sello: string,
) {
  const params = new URLSearchParams({
    id: uuid,
    re: issuerRfc,
    rr: receiverRfc,
    tt: (totalCents / 100).toFixed(6),
    fe: sello.slice(-8),
  });
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${params.toString()}`;
}
