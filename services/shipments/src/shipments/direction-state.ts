import type { ShipmentDirection } from '@envios/contracts';
import { stateOfPostalCode } from '@envios/domain';

/**
 * A direction with the state SEPOMEX places its postal code in, whatever the browser or an API
 * caller sent (blank, a city, 'Nuevo Leon'): reports and the dashboard group by it.
 */
export function withPostalState<D extends Pick<ShipmentDirection, 'postal_code' | 'state' | 'state_short'>>(
  d: D,
): D {
  const state = stateOfPostalCode(d.postal_code);
  if (!state || (d.state === state.name && d.state_short === state.abbreviation)) return d;
  return { ...d, state: state.name, state_short: state.abbreviation };
}
