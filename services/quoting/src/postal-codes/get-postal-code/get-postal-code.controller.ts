import { Controller } from '@nestjs/common';
import { QuotingRoutes } from '@envios/contracts';
import { RouteParams, Serves } from '@envios/platform';
import { GetPostalCodeUseCase } from './get-postal-code.usecase';

const route = QuotingRoutes.getPostalCode;

@Controller()
export class GetPostalCodeController {
  constructor(private readonly getPostalCode: GetPostalCodeUseCase) {}

  @Serves(route)
  execute(@RouteParams(route) { code }: { code: string }) {
    return this.getPostalCode.execute(code);
  }
}
