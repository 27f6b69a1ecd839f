import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { RouteQuery, Serves } from '@envios/platform';
import { SearchPostalCodesUseCase } from './search-postal-codes.usecase';

const route = QuotingRoutes.searchPostalCodes;

@Controller()
export class SearchPostalCodesController {
  constructor(private readonly searchPostalCodes: SearchPostalCodesUseCase) {}

  @Serves(route)
  execute(@RouteQuery(route) { search }: { search: string }) {
    return this.searchPostalCodes.execute(search);
  }
}
