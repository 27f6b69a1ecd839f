/**
 * c_ClaveProdServ 78102203 "Servicios de envío, recogida o entrega de correo": SAT's class
 * 781022 is "Servicios postales, de paqueteo y courrier" and this key is the one courier and
 * parcel platforms invoice door-to-door delivery with; 78101800 (road freight) fits carriage of
 * whole loads, not parcels.
 */
export const SAT_CLAVE_PROD_SERV_ENVIO = '78102203';
export const SAT_CLAVE_PROD_SERV_ENVIO_DESCRIPTION = 'Servicios de envío, recogida o entrega de correo';
/** c_ClaveUnidad E48 "Unidad de servicio". */
export const SAT_CLAVE_UNIDAD_SERVICIO = 'E48';
export const SAT_CLAVE_UNIDAD_SERVICIO_DESCRIPTION = 'Unidad de servicio';
/** IVA tasa general (c_TasaOCuota 0.160000). */
export const IVA_RATE = 0.16;

/** What a CFDI 4.0 global invoice puts as receptor (SAT's público en general). */
export const PUBLICO_EN_GENERAL = {
  rfc: 'XAXX010101000',
  razon_social: 'PUBLICO EN GENERAL',
  regimen_fiscal: '616',
  uso_cfdi: 'S01',
} as const;
