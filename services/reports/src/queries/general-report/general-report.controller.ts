import { Controller, Header } from '@nestjs/common';
import { ReportsRoutes } from '@envios/contracts';
import { Caller, RouteBody, Serves, type CallerIdentity } from '@envios/platform';
import { GeneralReportUseCase, type GeneralQuery } from './general-report.usecase';

@Controller()
export class GeneralReportController {
  constructor(private readonly generalReport: GeneralReportUseCase) {}

  @Serves(ReportsRoutes.general)
  // The use case writes the JSON itself (rows pre-serialised): a Buffer, sent as it is.
  @Header('content-type', 'application/json; charset=utf-8')
  post(@Caller() caller: CallerIdentity, @RouteBody(ReportsRoutes.general) body: GeneralQuery) {
    return this.generalReport.execute(caller, body);
  }
}
