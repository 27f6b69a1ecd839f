import type { CarrierCode } from '@envios/domain';
import { quoteContextDigest, signQuote } from '@envios/platform';
import { appEnv } from '@envios/testing';

/** The parcel every shipment of these tests carries. */
export const PARCELS = [{ weight: 2, depth: 30, width: 20, height: 15 }];

/** A shipment's address in Mexico, named after the test that makes it. */
export const place = (name: string, email: string, postal_code: string, city: string) => ({
  full_name: name,
  email,
  phone: '5512345678',
  address: 'Insurgentes Sur',
  number: '100',
  colony: 'Centro',
  postal_code,
  city,
});

/** A rate-card quote of `guides` guides (CDMX → Monterrey) of one carrier's service, sealed with the stack's key as quoting would. */
export function rateCardQuote(
  owner: string,
  guides: number,
  service: { carrier: CarrierCode; code: string; name: string } = {
    carrier: 'ESTAFETA',
    code: 'TERRESTRE',
    name: 'Terrestre',
  },
): string {
  const ctx = quoteContextDigest({
    package_type: 'package',
    origin: '06700',
    destination: '64000',
    cantidadGuias: guides,
    parcels: PARCELS,
    residential: false,
  });
  return signQuote(
    {
      v: 3,
      userId: owner,
      carrier: service.carrier,
      service: service.code,
      serviceName: service.name,
      source: 'ratecard',
      ctx,
      totalCentavos: 18_000,
      netCentavos: 15_517,
      orderTotalCentavos: 18_000 * guides,
      transitDays: 3,
      isRemote: false,
      exp: Math.floor(Date.now() / 1000) + 600,
      test: false,
    },
    appEnv('shipments').QUOTE_SIGNING_KEY,
  );
}

/** A rate-card Estafeta quote of `guides` guides (CDMX → Monterrey). */
export const estafetaQuote = (owner: string, guides: number) => rateCardQuote(owner, guides);
