/** The parcel and addresses the benchmarks and drills ship with (through the BFF, as the web does). */
export const PARCELS = [{ weight: 2, depth: 30, width: 20, height: 15 }];

export const place = (postal_code: string, city: string, name: string) => ({
  full_name: name,
  email: 'bench@example.mx',
  phone: '5512345678',
  address: 'Avenida Insurgentes Sur',
  number: '1000',
  colony: 'Centro',
  postal_code,
  city,
});
