import { QuotingErrors } from '@envios/contracts';
import { isCarrierConfigName, type CarrierConfigName } from '@envios/domain';
import { AppError } from '@envios/platform';

/** A configuration name from a URL: EPAK, FEDEX or ENTREGA, else 404. */
export function carrierConfigName(name: string): CarrierConfigName {
  if (!isCarrierConfigName(name)) throw AppError.of(QuotingErrors.carrierConfigUnknown, name);
  return name;
}
