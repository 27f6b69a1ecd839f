import { Controller } from '@nestjs/common';
import { TrackingRoutes } from '@envios/contracts';
import { RouteParams, Serves } from '@envios/platform';
import { TrackingPdfUseCase } from './tracking-pdf.usecase';

@Controller()
export class TrackingPdfController {
  constructor(private readonly trackingPdf: TrackingPdfUseCase) {}

  @Serves(TrackingRoutes.pdf)
  pdf(@RouteParams(TrackingRoutes.pdf) { guide }: { guide: string }) {
    return this.trackingPdf.execute(guide);
  }
}
