import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Tariff } from '@envios/contracts';
import { accountReach } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { TariffsService } from '../tariffs.service';
import { toTariffDto } from '../user.mapper';
import { User } from '../user.schema';

/** GET /tipoUsuario: every tariff; a client only ever sees (and can give) its own. */
@Injectable()
export class ListTariffsUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
  ) {}

  async execute(caller: CallerIdentity): Promise<Tariff[]> {
    if (accountReach(caller.role) === 'assigned') {
      const client = await this.users.findById(caller.id, { tipoUsuario: 1 }).lean();
      const own = this.tariffs.find(client?.tipoUsuario ? String(client.tipoUsuario) : null);
      return own ? [toTariffDto(own)] : [];
    }
    return this.tariffs.all().map(toTariffDto);
  }
}
