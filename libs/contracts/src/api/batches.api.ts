import { z } from 'zod';
import { ObjectIdSchema } from './common.api';

/** Issue 27, 'Envíos masivos': a day's orders imported from a CSV or Excel file. */

/** Rows a batch takes (a file with more is refused whole). */
export const MAX_BATCH_ROWS = 1_000;
/** Bytes a batch file may have. */
export const MAX_BATCH_FILE_BYTES = 5 * 1024 * 1024;

/**
 * The columns of a batch file, in the template's order, with the header the template writes and
 * other names a header may have (matched without accents, case or spaces).
 */
export const BATCH_COLUMNS = [
  {
    key: 'order',
    header: 'Pedido',
    aliases: ['referencia del pedido', 'orden', 'order', 'numero de pedido'],
  },
  { key: 'origin', header: 'Dirección de origen', aliases: ['origen', 'remitente', 'direccion origen'] },
  {
    key: 'name',
    header: 'Destinatario',
    aliases: ['nombre', 'nombre del destinatario', 'nombre destinatario'],
  },
  { key: 'phone', header: 'Teléfono', aliases: ['telefono destinatario', 'celular', 'tel'] },
  { key: 'email', header: 'Correo', aliases: ['correo electronico', 'email', 'e-mail'] },
  { key: 'street', header: 'Calle', aliases: ['direccion', 'calle y numero'] },
  { key: 'number', header: 'Número exterior', aliases: ['numero', 'no exterior', 'num ext', 'exterior'] },
  { key: 'interior', header: 'Número interior', aliases: ['interior', 'no interior', 'num int'] },
  { key: 'colony', header: 'Colonia', aliases: ['asentamiento'] },
  { key: 'postal_code', header: 'Código postal', aliases: ['cp', 'c.p.', 'codigo postal destino'] },
  { key: 'city', header: 'Ciudad', aliases: ['municipio', 'alcaldia'] },
  { key: 'reference', header: 'Referencias', aliases: ['referencia', 'entre calles'] },
  { key: 'package_type', header: 'Tipo', aliases: ['tipo de paquete', 'tipo de envio'] },
  { key: 'profile', header: 'Perfil de paquete', aliases: ['perfil', 'empaque'] },
  { key: 'weight', header: 'Peso (kg)', aliases: ['peso', 'kg'] },
  { key: 'length', header: 'Largo (cm)', aliases: ['largo', 'profundidad'] },
  { key: 'width', header: 'Ancho (cm)', aliases: ['ancho'] },
  { key: 'height', header: 'Alto (cm)', aliases: ['alto', 'altura'] },
  {
    key: 'content',
    header: 'Contenido',
    aliases: ['descripcion', 'que envias', 'descripcion del contenido'],
  },
  { key: 'declared_value', header: 'Valor declarado', aliases: ['valor', 'valor asegurado', 'seguro'] },
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number]['key'];
export const BATCH_COLUMN_KEYS = BATCH_COLUMNS.map((c) => c.key) as [BatchColumn, ...BatchColumn[]];

/** A row as the file (or a fix) gave it: text per column, trimmed; what is missing is ''. */
export const BatchRowValuesSchema = z.record(z.enum(BATCH_COLUMN_KEYS), z.string().max(500));
export type BatchRowValues = Record<BatchColumn, string>;

export const BatchRowErrorSchema = z.object({
  /** The row's number in the file (1 is the first row under the headers). */
  row: z.number().int(),
  column: z.enum(BATCH_COLUMN_KEYS),
  code: z.string(),
  message: z.string(),
});
export type BatchRowError = z.infer<typeof BatchRowErrorSchema>;

export const BatchRowSchema = z.object({
  n: z.number().int(),
  values: BatchRowValuesSchema,
  errors: z.array(BatchRowErrorSchema),
  /** An earlier row with the same values in every column (flagged, not refused). */
  duplicate_of: z.number().int().nullable(),
});
export type BatchRow = z.infer<typeof BatchRowSchema>;

export const BATCH_STATES = ['draft'] as const;

export const BatchSchema = z.object({
  id: z.string(),
  state: z.enum(BATCH_STATES),
  filename: z.string(),
  /** Which column each of the file's headers went to (null: left out). */
  mapping: z.array(z.object({ header: z.string(), column: z.enum(BATCH_COLUMN_KEYS).nullable() })),
  rows: z.array(BatchRowSchema),
  counts: z.object({
    rows: z.number().int(),
    valid: z.number().int(),
    with_errors: z.number().int(),
    duplicates: z.number().int(),
  }),
  created_at: z.string(),
});
export type Batch = z.infer<typeof BatchSchema>;

/** What the BFF hands the batches service: the uploaded file, and headers mapped by hand. */
export const ImportBatchSchema = z.object({
  filename: z.string().min(1).max(200),
  /** The file's bytes, base64. */
  content: z.string().max(Math.ceil((MAX_BATCH_FILE_BYTES * 4) / 3) + 4),
  /** Header → column, overriding the automatic match (null leaves the header out). */
  mapping: z.record(z.string().max(100), z.enum(BATCH_COLUMN_KEYS).nullable()).optional(),
});
export type ImportBatch = z.infer<typeof ImportBatchSchema>;

/** PUT /batches/{id}/rows/{n}: the columns to change. */
export const FixBatchRowSchema = z.object({
  values: z.partialRecord(z.enum(BATCH_COLUMN_KEYS), z.string().max(500)),
});

export const BatchIdParamsSchema = z.object({ id: ObjectIdSchema });
export const BatchRowParamsSchema = z.object({
  id: ObjectIdSchema,
  n: z.coerce.number().int().min(1).max(MAX_BATCH_ROWS),
});

/** A cell that a spreadsheet would run as a formula (=, +, -, @ first) is written as text. */
export const neutralizeFormula = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);

const csvCell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template a batch file starts from: the headers in Spanish and one example row (CSV, UTF-8 with BOM for Excel). */
export function batchTemplateCsv(): string {
  const example: Record<BatchColumn, string> = {
    order: 'PED-10025',
    origin: 'Bodega Roma',
    name: 'Laura Méndez',
    phone: '8187654321',
    email: 'laura@ejemplo.mx',
    street: 'Padre Mier',
    number: '120',
    interior: '',
    colony: 'Monterrey Centro',
    postal_code: '64000',
    city: 'Monterrey',
    reference: 'Portón negro',
    package_type: 'Paquete',
    profile: '',
    weight: '2',
    length: '30',
    width: '20',
    height: '15',
    content: 'Ropa y calzado',
    declared_value: '',
  };
  const lines = [
    BATCH_COLUMNS.map((c) => csvCell(c.header)).join(','),
    BATCH_COLUMNS.map((c) => csvCell(neutralizeFormula(example[c.key]))).join(','),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
