import { Injectable } from '@nestjs/common';
import { ReportsErrors } from '@envios/contracts';
import { dataReach } from '@envios/domain';
import { AppError, type CallerIdentity } from '@envios/platform';
import { ReportStore } from '../model/report-store';

/**
 * Whose figures a report shows, by the caller's reach (`dataReach(role, 'reports')`): its own
 * (an Operativo), its client account's, its own and its users' (a client), everyone's (staff).
 * `userId` narrows it to one account: any for staff (a client's id means its account), a client's
 * own users for a client, nobody else for a user.
 */
@Injectable()
export class ReportScope {
  constructor(private readonly store: ReportStore) {}

  async of(caller: CallerIdentity, userId?: string): Promise<string> {
    const reach = dataReach(caller.role, 'reports');
    const self = reach === 'account' ? `a:${caller.id}` : `u:${caller.id}`;
    if (!userId || userId === caller.id) return reach === 'everyone' && !userId ? 'all' : self;
    if (reach === 'own') throw AppError.of(ReportsErrors.outOfScope);
    const member = await this.store.member(userId);
    if (reach === 'account') {
      if (member?.clientId !== caller.id) throw AppError.of(ReportsErrors.outOfScope);
      return `u:${userId}`;
    }
    return member?.role === 'client' ? `a:${userId}` : `u:${userId}`;
  }
}
