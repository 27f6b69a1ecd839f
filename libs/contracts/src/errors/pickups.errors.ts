import { defineErrors } from './common.errors';

/** Courier pickups ('Recolecciones', issue 30). Nothing is booked or written when one is answered. */
export const PickupErrors = defineErrors({
  notFound: { status: 404, code: 'PICKUP.NOT_FOUND', message: 'La recolección no existe.' },
  noGuides: {
    status: 422,
    code: 'PICKUP.NO_GUIDES',
    message: 'Elige al menos una guía para la recolección.',
  },
  windowInvalid: {
    status: 422,
    code: 'PICKUP.WINDOW_INVALID',
    message: 'La hora en que el paquete está listo debe ser anterior a la hora de cierre.',
  },
  datePast: {
    status: 422,
    code: 'PICKUP.DATE_PAST',
    message: 'La fecha de recolección ya pasó; elige hoy o un día posterior.',
  },
  notAPickupDay: {
    status: 422,
    code: 'PICKUP.NOT_A_PICKUP_DAY',
    message: (carrier: string, days: string) =>
      `${carrier} no recolecta ese día; recolecta ${days}. Elige otra fecha.`,
  },
  tooFarAhead: {
    status: 422,
    code: 'PICKUP.TOO_FAR_AHEAD',
    message: (carrier: string, days: number) =>
      `${carrier} programa recolecciones hasta con ${days} días de anticipación.`,
  },
  afterCutoff: {
    status: 422,
    code: 'PICKUP.AFTER_CUTOFF',
    message: (carrier: string, cutoff: string) =>
      `${carrier} toma recolecciones para el mismo día solo antes de las ${cutoff} h. Elige otro día.`,
  },
  windowPassed: {
    status: 422,
    code: 'PICKUP.WINDOW_PASSED',
    message: 'La ventana de recolección de hoy ya terminó; elige una hora de cierre posterior u otro día.',
  },
  windowOutOfHours: {
    status: 422,
    code: 'PICKUP.WINDOW_OUT_OF_HOURS',
    message: (carrier: string, earliest: string, latest: string) =>
      `${carrier} recolecta entre las ${earliest} y las ${latest} h; ajusta la ventana.`,
  },
  windowTooShort: {
    status: 422,
    code: 'PICKUP.WINDOW_TOO_SHORT',
    message: (carrier: string, minutes: number) =>
      `${carrier} pide una ventana de al menos ${minutes / 60 >= 1 && minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`} entre la hora lista y la de cierre.`,
  },
  onePerDay: {
    status: 409,
    code: 'PICKUP.ONE_PER_DAY',
    message: (carrier: string, date: string) =>
      `Ya hay una recolección de ${carrier} en esa dirección el ${date}; ${carrier} hace una por día. Reprográmala o cancélala antes.`,
  },
  guideUnknown: {
    status: 422,
    code: 'PICKUP.GUIDE_UNKNOWN',
    message: (guide: string) => `La guía ${guide} no existe en tu cuenta.`,
  },
  guideNotLabelled: {
    status: 422,
    code: 'PICKUP.GUIDE_NOT_LABELLED',
    message: (guide: string) =>
      `La guía ${guide} no tiene etiqueta lista; solo se recolectan guías generadas.`,
  },
  guideOtherCarrier: {
    status: 422,
    code: 'PICKUP.GUIDE_OTHER_CARRIER',
    message: (guide: string, carrier: string) =>
      `La guía ${guide} es de otra paquetería; esta recolección es de ${carrier}.`,
  },
  guideNotCollectable: {
    status: 422,
    code: 'PICKUP.GUIDE_NOT_COLLECTABLE',
    message: (guide: string) => `La guía ${guide} está cancelada o ya va en camino; no se puede recolectar.`,
  },
  guideInPickup: {
    status: 409,
    code: 'PICKUP.GUIDE_IN_PICKUP',
    message: (guide: string, date: string) => `La guía ${guide} ya está en la recolección del ${date}.`,
  },
  addressNotFound: {
    status: 422,
    code: 'PICKUP.ADDRESS_NOT_FOUND',
    message: 'La dirección guardada no existe en tu catálogo.',
  },
  notActive: {
    status: 409,
    code: 'PICKUP.NOT_ACTIVE',
    message: (status: string) => `La recolección está ${status}; ya no se puede cambiar.`,
  },
  rescheduleNotAllowed: {
    status: 409,
    code: 'PICKUP.RESCHEDULE_NOT_ALLOWED',
    message: (carrier: string) =>
      `${carrier} no permite reprogramar una recolección confirmada; cancélala y programa una nueva.`,
  },
  cancelNotAllowed: {
    status: 409,
    code: 'PICKUP.CANCEL_NOT_ALLOWED',
    message: (carrier: string) => `${carrier} no permite cancelar una recolección confirmada.`,
  },
  alreadyCollected: {
    status: 409,
    code: 'PICKUP.ALREADY_COLLECTED',
    message: 'El operador ya recolectó los paquetes; la recolección no se puede cambiar ni cancelar.',
  },
  carrierRefused: {
    status: 422,
    code: 'PICKUP.CARRIER_REFUSED',
    message: (carrier: string, reason: string) => `${carrier} rechazó la recolección: ${reason}`,
  },
});
