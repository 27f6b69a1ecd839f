import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { LookupPostalCodesUseCase } from './lookup-postal-codes.usecase';

const route = QuotingRoutes.lookupPostalCodes;

@Controller()
export class LookupPostalCodesController {
  constructor(private readonly lookupPostalCodes: LookupPostalCodesUseCase) {}

  @Serves(route)
  execute(@RouteBody(route) { codes }: { codes: string[] }) {
    return this.lookupPostalCodes.execute(codes);
  }
}
