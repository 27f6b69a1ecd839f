import { Injectable } from '@nestjs/common';
import type { DisputeStatus } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { toDisputeDto } from '../dispute.mapper';
import { ReadableDispute } from '../readable-dispute';

/** GET /disputes?status=: a customer's own disputes, staff's queue (every account's), newest first. */
@Injectable()
export class ListDisputesUseCase {
  constructor(private readonly readable: ReadableDispute) {}

  async execute(caller: CallerIdentity, status?: DisputeStatus) {
    return { docs: (await this.readable.list(caller, status)).map(toDisputeDto) };
  }
}
