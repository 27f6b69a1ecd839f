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
});
