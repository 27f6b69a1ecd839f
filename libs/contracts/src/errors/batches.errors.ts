import { MAX_BATCH_ROWS } from '../api/batches.api';
import { defineErrors } from './common.errors';

/** Batches imported from a file (issue 27). */
export const BatchErrors = defineErrors({
  fileType: {
    status: 415,
    code: 'BATCH.FILE_TYPE',
    message: 'Sube un archivo CSV o de Excel (.xlsx).',
  },
  fileTooLarge: {
    status: 413,
    code: 'BATCH.FILE_TOO_LARGE',
    message: 'El archivo pesa más de 5 MB. Divide tus envíos en varios archivos.',
  },
  fileMissing: { status: 400, code: 'BATCH.FILE_MISSING', message: 'Adjunta el archivo en el campo «file».' },
  tooManyRows: {
    status: 422,
    code: 'BATCH.TOO_MANY_ROWS',
    message: (rows: number) =>
      `El archivo tiene ${rows} filas; un lote admite hasta ${MAX_BATCH_ROWS}. Divídelo en varios archivos.`,
  },
  empty: {
    status: 422,
    code: 'BATCH.EMPTY',
    message: 'El archivo no tiene filas de envíos debajo de los encabezados.',
  },
  unreadable: {
    status: 422,
    code: 'BATCH.UNREADABLE',
    message: 'No pudimos leer el archivo. Descarga la plantilla y vuelve a intentarlo.',
  },
  noColumns: {
    status: 422,
    code: 'BATCH.NO_COLUMNS',
    message:
      'Ningún encabezado del archivo corresponde a una columna de la plantilla (por ejemplo «Código postal»). Revisa la primera fila.',
  },
  mappingInvalid: {
    status: 400,
    code: 'BATCH.MAPPING_INVALID',
    message: 'El campo «mapping» debe ser JSON: {"<encabezado>": "<columna>" o null}.',
  },
  notFound: { status: 404, code: 'BATCH.NOT_FOUND', message: 'El lote no existe.' },
  rowNotFound: { status: 404, code: 'BATCH.ROW_NOT_FOUND', message: 'La fila no existe en el lote.' },
  ownerOnly: {
    status: 403,
    code: 'BATCH.OWNER_ONLY',
    message: 'Solo quien subió el lote puede elegir sus paqueterías y pagarlo.',
  },
  notDraft: {
    status: 409,
    code: 'BATCH.NOT_DRAFT',
    message: 'El lote ya se está pagando: sus filas y su regla ya no cambian.',
  },
  alreadyPaid: { status: 409, code: 'BATCH.ALREADY_PAID', message: 'Este lote ya está pagado.' },
  paying: {
    status: 409,
    code: 'BATCH.PAYING',
    message: 'Este lote ya se está pagando. Espera unos segundos y vuelve a abrirlo.',
  },
  noneOfCarrier: {
    status: 404,
    code: 'BATCH.NONE_OF_CARRIER',
    message: 'Ninguna fila del lote va con esa paquetería.',
  },
  notPaid: {
    status: 409,
    code: 'BATCH.NOT_PAID',
    message: 'Paga el lote para descargar sus guías y su relación de envíos.',
  },
  hasErrors: {
    status: 422,
    code: 'BATCH.HAS_ERRORS',
    message: (rows: number) =>
      `Corrige o quita ${rows === 1 ? 'la fila con errores' : `las ${rows} filas con errores`} antes de pagar.`,
  },
  noRule: {
    status: 422,
    code: 'BATCH.NO_RULE',
    message: 'Elige cómo escoger la paquetería (la más barata, la más rápida…) antes de pagar.',
  },
  rowsWithoutOption: {
    status: 422,
    code: 'BATCH.ROWS_WITHOUT_OPTION',
    message: (rows: number) =>
      `${rows === 1 ? 'Una fila no tiene' : `${rows} filas no tienen`} paquetería con esta regla: quítalas o cambia la regla.`,
  },
  quoteExpired: {
    status: 409,
    code: 'BATCH.QUOTE_EXPIRED',
    message: 'Las tarifas del lote vencieron. Aplica la regla de nuevo para cotizar otra vez.',
  },
  orderNotFound: {
    status: 404,
    code: 'BATCH.ORDER_NOT_FOUND',
    message: 'Esa orden de pago no es la de este lote. Vuelve a pagar con tarjeta.',
  },
  nothingToPay: { status: 422, code: 'BATCH.NOTHING_TO_PAY', message: 'El lote no tiene filas que pagar.' },
});
