import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { QuotingRoutes, SaveCredentialSchema, type SaveCredential } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = QuotingRoutes;

/** Spec section 7: carrier integrations (Integraciones). Secrets come back masked. */
@ApiTags('integraciones')
@ApiBearerAuth()
@RequirePermission('integrations.manage')
@Controller('credential')
export class CredentialsController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  @ApiZodResponse(R.listCredentials.response)
  list(@CurrentUser() user: SessionUser) {
    return this.services.quoting.call(R.listCredentials, { caller: user });
  }

  @Post()
  @ApiZodBody(SaveCredentialSchema)
  @ApiZodResponse(R.createCredential.response, 201)
  create(@CurrentUser() user: SessionUser, @Body(zod(SaveCredentialSchema)) body: SaveCredential) {
    return this.services.quoting.call(R.createCredential, { caller: user, body });
  }

  @Put(':name')
  @ApiZodBody(SaveCredentialSchema)
  @ApiZodResponse(R.updateCredential.response)
  update(
    @CurrentUser() user: SessionUser,
    @Param('name') name: string,
    @Body(zod(SaveCredentialSchema)) body: SaveCredential,
  ) {
    return this.services.quoting.call(R.updateCredential, { caller: user, params: { name }, body });
  }

  @Delete(':name')
  @ApiZodResponse(R.deleteCredential.response)
  remove(@CurrentUser() user: SessionUser, @Param('name') name: string) {
    return this.services.quoting.call(R.deleteCredential, { caller: user, params: { name } });
  }
}
