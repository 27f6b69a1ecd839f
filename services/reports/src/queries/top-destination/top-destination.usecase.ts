import { Injectable } from '@nestjs/common';
import type { ReportQuery } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { rankDestinations } from '../rank-destinations';
import { ReportFigures } from '../report-figures';
import { ReportScope } from '../report-scope';

/** GET /reports/top-destination: the ten most frequent destinations (section 3's shape). */
@Injectable()
export class TopDestinationUseCase {
  constructor(
    private readonly scope: ReportScope,
    private readonly figures: ReportFigures,
  ) {}

  async execute(caller: CallerIdentity, q: ReportQuery) {
    return rankDestinations(this.figures, await this.scope.of(caller, q.userId), q, 10);
  }
}
