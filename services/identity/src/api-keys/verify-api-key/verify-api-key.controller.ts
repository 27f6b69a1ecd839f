import { Controller } from '@nestjs/common';
import type { z } from 'zod';
import { IdentityRoutes, type VerifyApiKeySchema } from '@envios/contracts';
import { RouteBody, Serves } from '@envios/platform';
import { VerifyApiKeyUseCase } from './verify-api-key.usecase';

const route = IdentityRoutes.verifyApiKey;

@Controller()
export class VerifyApiKeyController {
  constructor(private readonly verifyApiKey: VerifyApiKeyUseCase) {}

  /** Called by the BFF with its service token, before it knows who the caller is. */
  @Serves(route)
  execute(@RouteBody(route) body: z.infer<typeof VerifyApiKeySchema>) {
    return this.verifyApiKey.execute(body.hash, body.ip);
  }
}
