import { defineErrors } from './common.errors';

/** The shipments area: shipments, their guides (labels) and label files. */
export const ShipmentsErrors = defineErrors({
  shipmentNotFound: { status: 404, code: 'SHIPMENT.NOT_FOUND', message: 'El envío no existe.' },
  /** A list of someone outside the caller's reach (spec: a user sees own, a client its users'). */
  outOfScope: {
    status: 403,
    code: 'AUTH.FORBIDDEN',
    message: 'No puedes consultar los envíos de esta cuenta.',
  },
  /** The quote token was issued to someone else. */
  quoteOfAnotherUser: {
    status: 400,
    code: 'QUOTE.NOT_YOURS',
    message: 'La cotización no es tuya. Cotiza de nuevo.',
  },
  /** The body names a carrier or service other than the one the quote token vouches for. */
  serviceMismatch: {
    status: 400,
    code: 'QUOTE.SERVICE_MISMATCH',
    message: 'El servicio elegido no coincide con la cotización. Cotiza de nuevo.',
  },
  /** A quote for N guides buys exactly N shipments, all of the same quote. */
  guideCountMismatch: {
    status: 400,
    code: 'SHIPMENT.GUIDE_COUNT_MISMATCH',
    message: (quoted: number, sent: number) =>
      `La cotización es para ${quoted} ${quoted === 1 ? 'guía' : 'guías'} y se enviaron ${sent} ${sent === 1 ? 'envío' : 'envíos'}. Crea los envíos de una misma cotización juntos.`,
  },
  mixedQuotes: {
    status: 400,
    code: 'SHIPMENT.MIXED_QUOTES',
    message: 'Todos los envíos deben ser de la misma cotización y del mismo servicio.',
  },
  /** Delete of a paid shipment (section 4: only unpaid shipments can be deleted). */
  paidCannotBeDeleted: {
    status: 409,
    code: 'SHIPMENT.PAID',
    message: (count: number) =>
      count === 1
        ? 'Uno de los envíos ya está pagado y no se puede eliminar. No se eliminó ninguno.'
        : `${count} de los envíos ya están pagados y no se pueden eliminar. No se eliminó ninguno.`,
  },
  /** GET /shipments/by-guide/{guide}: no shipment the caller may see has that guide. */
  guideNotFound: {
    status: 404,
    code: 'GUIDE.NOT_FOUND',
    message: (guide: string) => `No encontramos un envío con la guía ${guide}.`,
  },
  overweightOfUnpaid: {
    status: 409,
    code: 'SHIPMENT.NOT_PAID',
    message: 'Solo se registra sobrepeso en envíos pagados.',
  },
  /** A paid overweight charge stays as it was charged. */
  overweightPaid: {
    status: 409,
    code: 'OVERWEIGHT.PAID',
    message: 'El sobrepeso de este envío ya está pagado y no se puede cambiar.',
  },
  /** The carrier's measures must name every declared parcel. */
  overweightParcelCount: {
    status: 400,
    code: 'OVERWEIGHT.PARCEL_COUNT',
    message: (parcels: number) =>
      parcels === 1
        ? 'Indica las medidas del paquete del envío.'
        : `Indica las medidas de cada uno de los ${parcels} paquetes del envío.`,
  },
  /** Measures that bill no more than what was declared. */
  overweightNotOver: {
    status: 400,
    code: 'OVERWEIGHT.NOT_OVER',
    message: (measuredKg: string, declaredKg: string) =>
      `Las medidas de la paquetería facturan ${measuredKg} kg, no más que los ${declaredKg} kg declarados: no hay sobrepeso.`,
  },
  /** An overweight that is not the measured billed weight less the declared one. */
  overweightMismatch: {
    status: 400,
    code: 'OVERWEIGHT.MEASURES_INVALID',
    message: (expectedKg: string) =>
      `El sobrepeso no coincide con las medidas de la paquetería: deben ser ${expectedKg} kg.`,
  },
  /** Cancelling a guide: it must be paid, have a label, not have moved and be at most 7 days old. */
  notCancellable: {
    status: 409,
    code: 'GUIDE.NOT_CANCELLABLE',
    message: (why: string) => `La guía no se puede cancelar: ${why}`,
  },
  fileNotFound: { status: 404, code: 'FILE.NOT_FOUND', message: 'El archivo no existe.' },
  linkExpired: {
    status: 410,
    code: 'FILE.LINK_EXPIRED',
    message: 'El enlace de la guía expiró. Descárgala de nuevo desde el portal.',
  },
  guideNotReady: {
    status: 409,
    code: 'GUIDE.NOT_READY',
    message: 'Aún no se ha generado la guía.',
  },
  /** A merged label file or a manifest of shipments none of whose labels is made yet. */
  labelsNoneReady: {
    status: 409,
    code: 'LABELS.NONE_READY',
    message: 'Ninguna guía de estos envíos está lista todavía.',
  },
  /** A ZPL file asked of labels made in PDF (the format is chosen before paying). */
  labelsNotZpl: {
    status: 409,
    code: 'LABELS.NOT_ZPL',
    message:
      'Estas guías se hicieron en PDF; descárgalas en PDF o cambia tu formato de guía a ZPL antes de pagar.',
  },
  /** A PDF file asked of labels made in ZPL. */
  labelsNotPdf: {
    status: 409,
    code: 'LABELS.NOT_PDF',
    message:
      'Estas guías se hicieron en ZPL; descárgalas en ZPL o cambia tu formato de guía a PDF antes de pagar.',
  },
});
