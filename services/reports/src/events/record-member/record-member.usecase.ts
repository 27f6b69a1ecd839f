import { Injectable } from '@nestjs/common';
import { ReportStore } from '../../model/report-store';

/**
 * An account's role and client, as identity announces them (registered, assigned to a client):
 * whose reports a staff member may ask for by user id, and which client a top-up counts for. Each
 * event sets what it knows (one partition per user keeps them in order).
 */
@Injectable()
export class RecordMemberUseCase {
  constructor(private readonly store: ReportStore) {}

  execute(userId: string, change: { role?: string; clientId?: string | null }): Promise<void> {
    return this.store.recordMember(userId, change);
  }
}
