import { Controller } from '@nestjs/common';
import { ReportsRoutes, type ReportQuery } from '@envios/contracts';
import { Caller, RouteQuery, Serves, type CallerIdentity } from '@envios/platform';
import { ShipmentsReportUseCase } from './shipments-report.usecase';

@Controller()
export class ShipmentsReportController {
  constructor(private readonly shipmentsReport: ShipmentsReportUseCase) {}

  @Serves(ReportsRoutes.shipmentsReport)
  get(@Caller() caller: CallerIdentity, @RouteQuery(ReportsRoutes.shipmentsReport) query: ReportQuery) {
    return this.shipmentsReport.execute(caller, query);
  }
}
