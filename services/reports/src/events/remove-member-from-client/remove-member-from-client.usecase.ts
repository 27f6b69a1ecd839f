import { Injectable } from '@nestjs/common';
import { ReportStore } from '../../model/report-store';

/**
 * A user taken out of a client: its client is cleared only if it is still the one it was removed
 * from (an assignment to another client that came first stays).
 */
@Injectable()
export class RemoveMemberFromClientUseCase {
  constructor(private readonly store: ReportStore) {}

  execute(userId: string, clientId: string): Promise<void> {
    return this.store.removeMemberFromClient(userId, clientId);
  }
}
