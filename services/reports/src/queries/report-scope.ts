import { Injectable } from '@nestjs/common';
import { ReportsErrors } from '@envios/contracts';
import type { Role } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { Generations } from '../model/generations';
import { ReadModels } from '../model/read-models';

const STAFF: readonly Role[] = ['superadmin', 'admin', 'helpdesk', 'sales'];

/**
 * Whose figures a report shows: a user's own, a client's account (its own and its users'), staff
 * everyone's. `userId` narrows it to one account: any for staff (a client's id means its account),
 * a client's own users for a client, nobody else for a user.
 */
@Injectable()
export class ReportScope {
  constructor(
    private readonly models: ReadModels,
    private readonly generations: Generations,
  ) {}

  async of(caller: CallerIdentity, userId?: string): Promise<string> {
    const self = caller.role === 'client' ? `a:${caller.id}` : `u:${caller.id}`;
    if (!userId || userId === caller.id) return STAFF.includes(caller.role) && !userId ? 'all' : self;
    if (caller.role === 'user') throw AppError.of(ReportsErrors.outOfScope);
    const member = await this.models
      .of(await this.generations.current())
      .members.findById(userId)
      .lean();
    if (caller.role === 'client') {
      if (member?.clientId !== caller.id) throw AppError.of(ReportsErrors.outOfScope);
      return `u:${userId}`;
    }
    if (!STAFF.includes(caller.role)) throw AppError.of(ReportsErrors.outOfScope);
    return member?.role === 'client' ? `a:${userId}` : `u:${userId}`;
  }
}
