import type { PathKey } from '@envios/domain';
import { matchRoutes } from 'react-router-dom';
import { Paths } from './paths';
import { site } from './site';

/** Each route's document title, before ' · Envíos MX' (the words of its main heading). */
export const PAGE_TITLES: Readonly<Record<PathKey, string>> = {
  home: 'Envíos nacionales de paquetería',
  signin: 'Iniciar sesión',
  signup: 'Crear cuenta',
  passwordRecovery: 'Recuperar contraseña',
  passwordReset: 'Cambiar contraseña',
  paymentResult: 'Resultado del pago',
  paymentDetails: 'Detalles de pago',
  contact: 'Contáctanos',
  terms: 'Términos de servicio',
  privacy: 'Aviso de privacidad',
  thanks: 'Mensaje enviado',
  faq: 'Preguntas frecuentes',
  about: 'Quiénes somos',
  services: 'Servicios',
  dashboard: 'Dashboard',
  shipments: 'Mis Envíos',
  shipmentDetail: 'Detalles de Envío',
  addresses: 'Direcciones guardadas',
  overweight: 'Reporte de Sobrepesos',
  newShipment: 'Cotizador',
  payManyShipments: 'Pago de envíos',
  prepaids: 'Monedero',
  newPrepaid: 'Nuevo abono',
  reports: 'Reportes',
  users: 'Usuarios',
  clients: 'Clientes',
  integrations: 'Integraciones',
  settings: 'Configuración',
  developers: 'API y Webhooks',
  batches: 'Envíos masivos',
  batchDetail: 'Lote de envíos',
  taxInformation: 'Datos de facturación',
  cashBarcode: 'Ficha de pago OXXO',
  invoices: 'Facturas',
  pickups: 'Recolecciones',
  recipientTracking: 'Rastreo de tu envío',
  recipientOptOut: 'Dejar de recibir avisos',
};

const NOT_FOUND = 'Página no encontrada';

// Matched as the router matches (case-insensitive, /payments/result/:result before /payments/:id).
const titled = (Object.keys(PAGE_TITLES) as PathKey[]).map((key) => ({
  path: Paths[key],
  title: PAGE_TITLES[key],
}));

/** The document title of a location: 'Mis Envíos · Envíos MX'. */
export function documentTitle(pathname: string): string {
  const title = matchRoutes(titled, pathname)?.[0]?.route.title ?? NOT_FOUND;
  return `${title} · ${site.name}`;
}
