import { Controller } from '@nestjs/common';
import { QuotingRoutes, type SaveCredential } from '@envios/contracts';
import { RouteBody, RouteParams, Serves } from '@envios/platform';
import { UpdateCredentialUseCase } from './update-credential.usecase';

const route = QuotingRoutes.updateCredential;

@Controller()
export class UpdateCredentialController {
  constructor(private readonly updateCredential: UpdateCredentialUseCase) {}

  @Serves(route)
  execute(@RouteParams(route) { name }: { name: string }, @RouteBody(route) body: SaveCredential) {
    return this.updateCredential.execute(name, body);
  }
}
