import { defineErrors } from './common.errors';

/** Issue 30: overweight disputes (shipments keeps them, the wallet holds their charge, the BFF checks the photos). */
export const DisputeErrors = defineErrors({
  notFound: { status: 404, code: 'DISPUTE.NOT_FOUND', message: 'La disputa no existe.' },
  noOverweight: {
    status: 404,
    code: 'DISPUTE.NO_OVERWEIGHT',
    message: 'Este envío no tiene un cargo por sobrepeso que disputar.',
  },
  windowClosed: {
    status: 409,
    code: 'DISPUTE.WINDOW_CLOSED',
    message: (days: number) =>
      `El plazo para disputar este sobrepeso terminó: se puede disputar dentro de los ${days} días siguientes a su registro.`,
  },
  chargeSettled: {
    status: 409,
    code: 'DISPUTE.CHARGE_SETTLED',
    message: 'Este cargo por sobrepeso ya no se puede disputar: fue reembolsado, condonado o no tiene costo.',
  },
  alreadyDisputed: {
    status: 409,
    code: 'DISPUTE.ALREADY_EXISTS',
    message: 'Este cargo por sobrepeso ya tiene una disputa. Solo se puede disputar una vez.',
  },
  alreadyDecided: {
    status: 409,
    code: 'DISPUTE.ALREADY_DECIDED',
    message: 'Esta disputa ya fue resuelta.',
  },
  chargeDisputed: {
    status: 409,
    code: 'DISPUTE.CHARGE_IN_DISPUTE',
    message: 'Este cargo por sobrepeso está en disputa: no se cobra mientras la revisamos.',
  },
  photosMissing: {
    status: 400,
    code: 'DISPUTE.PHOTOS_MISSING',
    message: 'Adjunta al menos una foto del paquete (en la báscula y con la cinta métrica).',
  },
  tooManyPhotos: {
    status: 400,
    code: 'DISPUTE.TOO_MANY_PHOTOS',
    message: (max: number) => `Adjunta como máximo ${max} fotos.`,
  },
  photoTooLarge: {
    status: 413,
    code: 'DISPUTE.PHOTO_TOO_LARGE',
    message: (mb: number) => `Cada foto debe pesar como máximo ${mb} MB.`,
  },
  notAnImage: {
    status: 415,
    code: 'DISPUTE.NOT_AN_IMAGE',
    message: (name: string) => `El archivo «${name}» no es una imagen válida (JPEG, PNG, WebP o AVIF).`,
  },
});
