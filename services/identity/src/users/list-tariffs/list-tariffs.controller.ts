import { Controller, Get } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isAllowed } from '@envios/domain';
import { AppError, Caller, type CallerIdentity } from '@envios/platform';
import { TariffsService } from '../tariffs.service';
import { toTariffDto } from '../user.mapper';
import { User } from '../user.schema';

/** GET /tipoUsuario: every tariff; a client only ever sees (and can give) its own. */
@Controller('internal/tariffs')
export class ListTariffsController {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
  ) {}

  @Get()
  async list(@Caller() caller: CallerIdentity) {
    if (!isAllowed(caller.role, 'tariffs.read')) throw AppError.forbidden();
    if (caller.role === 'client') {
      const client = await this.users.findById(caller.id, { tipoUsuario: 1 }).lean();
      const own = this.tariffs.find(client?.tipoUsuario ? String(client.tipoUsuario) : null);
      return own ? [toTariffDto(own)] : [];
    }
    return this.tariffs.all().map(toTariffDto);
  }
}
