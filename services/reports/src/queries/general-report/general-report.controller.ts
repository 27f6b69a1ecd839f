import { Controller } from '@nestjs/common';
import { ReportsRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { GeneralReportUseCase } from './general-report.usecase';

@Controller()
export class GeneralReportController {
  constructor(private readonly generalReport: GeneralReportUseCase) {}

  @Serves(ReportsRoutes.general)
  post(
    @Caller() caller: CallerIdentity,
    @RouteBody(ReportsRoutes.general)
    body: { from: string; to: string; carrier?: string; shipmentType?: string; userId?: string },
  ) {
    return this.generalReport.execute(caller, body);
  }
}
