import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SaveCredentialSchema, type CredentialDto, type SaveCredential } from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody } from '../shared/openapi';

/** Spec section 7: carrier integrations (Integraciones). Secrets come back masked. */
@ApiTags('integraciones')
@ApiBearerAuth()
@RequirePermission('integrations.manage')
@Controller('credential')
export class CredentialsController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  list(@CurrentUser() user: SessionUser): Promise<CredentialDto[]> {
    return this.services.quoting.get('/internal/credentials', { caller: user });
  }

  @Post()
  @ApiZodBody(SaveCredentialSchema)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(SaveCredentialSchema)) body: SaveCredential,
  ): Promise<CredentialDto> {
    return this.services.quoting.post('/internal/credentials', body, { caller: user });
  }

  @Put(':name')
  @ApiZodBody(SaveCredentialSchema)
  update(
    @CurrentUser() user: SessionUser,
    @Param('name') name: string,
    @Body(zod(SaveCredentialSchema)) body: SaveCredential,
  ): Promise<CredentialDto> {
    return this.services.quoting.put(`/internal/credentials/${encodeURIComponent(name)}`, body, {
      caller: user,
    });
  }

  @Delete(':name')
  remove(@CurrentUser() user: SessionUser, @Param('name') name: string) {
    return this.services.quoting.delete(`/internal/credentials/${encodeURIComponent(name)}`, {
      caller: user,
    });
  }
}
