import { api, appUrl, demoSession, eventually, type Session } from '@envios/testing';

const PARCELS = [{ weight: 2, depth: 30, width: 20, height: 15 }];

const place = (postal_code: string, city: string) => ({
  full_name: 'Prueba Navegador',
  email: 'envios@ejemplo.mx',
  phone: '5512345678',
  address: 'Avenida Juárez',
  number: '45',
  colony: 'Centro',
  postal_code,
  city,
});

/**
 * A shipment of `owner`'s with Estafeta (our rate card: our own label, followed on the carrier
 * network simulator), credited by the demo superadmin and paid from its wallet through the API, as
 * the web pays it: its id. Its label is made next.
 */
export async function paidEstafetaShipment(owner: Session): Promise<string> {
  const staff = await demoSession('superadmin');
  await api('POST', '/prepaid/createPrepaid', {
    token: staff.token,
    body: { userId: owner.id, cantidadAbonar: 1_000, reason: 'Prueba del navegador' },
  });
  const quote = await api('POST', '/quoting', {
    token: owner.token,
    body: {
      cantidadGuias: 1,
      parcels: PARCELS,
      origin_direction: { country_code: 'MX', postal_code: '06700' },
      destination_direction: { country_code: 'MX', postal_code: '64000' },
      package_type: 'package',
    },
  });
  const created = await api('POST', '/shipments/home/all', {
    token: owner.token,
    body: {
      shipments: [
        {
          selected_service: { quote_token: quote.body.carriers.ESTAFETA[0].quote_token },
          shipment_type: 'box',
          parcels: PARCELS,
          origin_direction: place('06700', 'Ciudad de México'),
          destination_direction: place('64000', 'Monterrey'),
          description_of_the_content: 'Libros',
        },
      ],
    },
  });
  const id = created.body.shipments[0]._id as string;
  const paid = await api('POST', '/payments/many/monedero', {
    token: owner.token,
    body: { user: owner.id, shipments: [id] },
  });
  if (paid.body.message !== 'ok') throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return id;
}

/** paidEstafetaShipment once its label exists: its id and guide number. */
export async function paidEstafetaGuide(owner: Session): Promise<{ id: string; guide: string }> {
  const id = await paidEstafetaShipment(owner);
  const guide = await eventually(
    async () =>
      (await api('GET', `/shipments/status/guide/${id}`, { token: owner.token })).body.data?.number_guide as
        string | undefined,
    { timeoutMs: 120_000, what: 'the label' },
  );
  return { id, guide };
}

/** The carrier network simulator's test hooks (deploy/local/sandboxes/carriers). */
export async function network(path: 'register' | 'advance', body: Record<string, unknown>) {
  const r = await fetch(`${appUrl('carrier-sandbox')}/__sandbox/network/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`network ${path}: ${r.status} ${await r.text()}`);
}
