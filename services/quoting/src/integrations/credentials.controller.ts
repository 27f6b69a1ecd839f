import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { SaveCredentialSchema, type SaveCredential } from '@envios/contracts';
import { isAllowed, isCarrierConfigName, type CarrierConfigName } from '@envios/domain';
import { AppError, Caller, zod, type CallerIdentity } from '@envios/platform';
import { CredentialsService } from './credentials.service';

const assertMayManage = (caller: CallerIdentity) => {
  if (!isAllowed(caller.role, 'integrations.manage')) throw AppError.forbidden();
};
const nameParam = (name: string): CarrierConfigName => {
  if (!isCarrierConfigName(name))
    throw AppError.notFound(`No existe la paquetería ${name}.`, 'CREDENTIAL.NOT_FOUND');
  return name;
};

/** /credential: the Integrations screen (superadmin and client). */
@Controller('internal/credentials')
export class CredentialsController {
  constructor(private readonly credentials: CredentialsService) {}

  @Get()
  list(@Caller() caller: CallerIdentity) {
    assertMayManage(caller);
    return this.credentials.list();
  }

  @Post()
  create(@Caller() caller: CallerIdentity, @Body(zod(SaveCredentialSchema)) body: SaveCredential) {
    assertMayManage(caller);
    return this.credentials.create(body);
  }

  @Put(':name')
  update(
    @Caller() caller: CallerIdentity,
    @Param('name') name: string,
    @Body(zod(SaveCredentialSchema)) body: SaveCredential,
  ) {
    assertMayManage(caller);
    return this.credentials.update(nameParam(name), body);
  }

  @Delete(':name')
  @HttpCode(200)
  async remove(@Caller() caller: CallerIdentity, @Param('name') name: string) {
    assertMayManage(caller);
    await this.credentials.remove(nameParam(name));
    return { deleted: true };
  }
}
