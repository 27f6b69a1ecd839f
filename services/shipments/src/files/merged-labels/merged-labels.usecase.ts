import { Injectable } from '@nestjs/common';
import { ShipmentsErrors, type MergedLabelsRequest } from '@envios/contracts';
import { AppError, type CallerIdentity } from '@envios/platform';
import { LabelMergeError, mergeLabels } from '@envios/carriers';
import { BatchLabels, fileNamePart } from '../batch-labels';

/**
 * The labels of several shipments (a batch's) in one file, in the order asked: letter PDF (4x6
 * labels two to a page), 4x6 PDF, or ZPL. Every shipment must be the caller's to read (else 404);
 * those whose label is not made yet are left out, and if none is made it is a 409. ZPL cannot be
 * made of PDF labels, nor PDF of ZPL ones (409): the format is chosen before paying.
 */
@Injectable()
export class MergedLabelsUseCase {
  constructor(private readonly labels: BatchLabels) {}

  async execute(caller: CallerIdentity, request: MergedLabelsRequest) {
    const shipments = await this.labels.readable(caller, request.shipments);
    const ready = shipments.filter((s) => this.labels.fileOf(s));
    if (!ready.length) throw AppError.of(ShipmentsErrors.labelsNoneReady);
    const zpl = request.format === 'zpl';
    // The stored names tell each file's format: refuse before reading a thousand files.
    if (ready.some((s) => this.labels.fileOf(s)!.endsWith('.zpl') !== zpl)) throw wrongFormat(zpl);
    const files = await this.labels.files(ready);
    let bytes: Buffer;
    try {
      bytes = await mergeLabels(files, request.format);
    } catch (err) {
      if (err instanceof LabelMergeError && err.kind !== 'empty') throw wrongFormat(zpl);
      throw err;
    }
    const extension = zpl ? 'zpl' : 'pdf';
    return {
      contentType: zpl ? ('application/zpl' as const) : ('application/pdf' as const),
      fileName: `guias-${fileNamePart(request.reference, 'lote')}.${extension}`,
      bytes,
    };
  }
}

const wrongFormat = (zpl: boolean) =>
  AppError.of(zpl ? ShipmentsErrors.labelsNotZpl : ShipmentsErrors.labelsNotPdf);
