import { Injectable } from '@nestjs/common';
import { foldText } from '@envios/domain';
import type { CallerIdentity } from '@envios/platform';
import { matchesOverweightSearch } from '../overweight-record';
import { OverweightRecords } from '../overweight-records';

export interface OverweightPageQuery {
  page: number;
  limit: number;
  service?: string;
  status?: 'pagado' | 'pendiente';
  filter?: string;
}

/**
 * GET /overweight/user/{userId}: the 'Reporte de Sobrepesos' — the scope's overweight records,
 * narrowed by service name, status (pagado / pendiente) and the search box, a page at a time.
 */
@Injectable()
export class OverweightPageUseCase {
  constructor(private readonly records: OverweightRecords) {}

  async execute(caller: CallerIdentity, userId: string, q: OverweightPageQuery) {
    const service = q.service ? foldText(q.service).trim() : '';
    const matching = (await this.records.of(caller, userId)).filter(
      (r) =>
        (!service || foldText(r.service) === service) &&
        (!q.status || r.overweight_paid === (q.status === 'pagado')) &&
        (!q.filter || matchesOverweightSearch(r, q.filter)),
    );
    const start = (q.page - 1) * q.limit;
    return {
      docs: matching.slice(start, start + q.limit),
      page: q.page,
      limit: q.limit,
      count: matching.length,
    };
  }
}
