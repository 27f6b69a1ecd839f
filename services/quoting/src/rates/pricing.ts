import { addIva, increaseByPercent } from '@envios/domain';

/**
 * What a customer pays for a carrier's cost: the customer's tariff percentage on top of our cost
 * (net, before IVA), then 16 % IVA. Integer centavos throughout, rounded half up at each step.
 */
export function customerPrice(
  costCentavos: number,
  tariffPercent: number,
): { netCentavos: number; totalCentavos: number } {
  const netCentavos = increaseByPercent(costCentavos, tariffPercent);
  return { netCentavos, totalCentavos: addIva(netCentavos) };
}
