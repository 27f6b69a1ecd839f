import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AccountErrors,
  AccountSettingsSchema,
  IdentityRoutes,
  UpdateAccountSettingsSchema,
  type AccountSettings,
  type UpdateAccountSettings,
} from '@envios/contracts';
import { isAllowed, type Role } from '@envios/domain';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodResponse } from '../shared/openapi';

const R = IdentityRoutes;

/** Only the roles that pay shipments choose whether overweight charges are paid automatically. */
function forRole(role: Role, settings: AccountSettings): AccountSettings {
  if (isAllowed(role, 'payments.pay')) return settings;
  const { overweightAutopay: _autopay, ...rest } = settings;
  return rest;
}

/** The signed-in person's own settings (issue 24): optional e-mails and overweight auto-pay. */
@ApiTags('cuentas')
@ApiBearerAuth()
@RequirePermission('settings.manage')
@Controller('account/settings')
export class SettingsController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  @ApiOperation({
    summary:
      'Configuración de la propia cuenta: qué correos opcionales recibe y (roles que pagan) si los sobrepesos se pagan solos del monedero.',
  })
  @ApiZodResponse(AccountSettingsSchema)
  async get(@CurrentUser() user: SessionUser): Promise<AccountSettings> {
    return forRole(user.role, await this.services.identity.call(R.getAccountSettings, { caller: user }));
  }

  @Put()
  @ApiOperation({
    summary:
      'Cambia la configuración de la propia cuenta; lo que no se envía queda igual. overweightAutopay solo para los roles que pagan envíos (403 para los demás).',
  })
  @ApiZodBody(UpdateAccountSettingsSchema)
  @ApiZodResponse(AccountSettingsSchema)
  async update(
    @CurrentUser() user: SessionUser,
    @Body(zod(UpdateAccountSettingsSchema)) body: UpdateAccountSettings,
  ): Promise<AccountSettings> {
    if (body.overweightAutopay !== undefined && !isAllowed(user.role, 'payments.pay')) {
      throw AppError.of(AccountErrors.autopayNotAllowed);
    }
    return forRole(
      user.role,
      await this.services.identity.call(R.updateAccountSettings, { caller: user, body }),
    );
  }
}
