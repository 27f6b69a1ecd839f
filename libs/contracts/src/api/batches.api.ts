import { z } from 'zod';
import { CARRIER_CODES } from '@envios/domain';
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

/** The carrier and service a batch's rule chose for a row, at the quoted price. */
export const BatchChoiceSchema = z.object({
  carrier_code: z.enum(CARRIER_CODES),
  carrier: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  total_transit_days: z.number().int(),
  /** Per shipment, IVA included, pesos. Absent for the roles that see no amounts. */
  total_amount: z.number().optional(),
});
export type BatchChoice = z.infer<typeof BatchChoiceSchema>;

/**
 * Where a row stands: `error` (fix or drop it), `pending` (no rule applied since it last changed),
 * `no_option` (the rule found nothing for it: `no_option` says why), `ready` (a carrier chosen);
 * once paying: `unpaid` (its shipment made, not paid yet), `paid` (its label being made),
 * `generated` (its label is ready), `failed` (no label; its price went back to the wallet).
 */
export const BATCH_ROW_STATUSES = [
  'error',
  'pending',
  'no_option',
  'ready',
  'unpaid',
  'paid',
  'generated',
  'failed',
] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

export const BatchRowSchema = z.object({
  n: z.number().int(),
  values: BatchRowValuesSchema,
  errors: z.array(BatchRowErrorSchema),
  /** An earlier row with the same values in every column (flagged, not refused). */
  duplicate_of: z.number().int().nullable(),
  status: z.enum(BATCH_ROW_STATUSES),
  choice: BatchChoiceSchema.nullable(),
  /** Why the rule found no carrier for this row (Spanish), when it found none. */
  no_option: z.string().nullable(),
  /** The shipment made for the row once the batch is being paid. */
  shipment_id: z.string().nullable(),
  number_guide: z.string().nullable(),
});
export type BatchRow = z.infer<typeof BatchRowSchema>;

/**
 * How a batch chooses each row's carrier: the cheapest option, the fastest (cheapest among the
 * fastest), a fixed carrier (and service, or its cheapest), the cheapest that arrives within
 * `max_days` business days, or the cheapest whose carrier is at least `min_on_time` % on time on
 * the row's lane (issue 30).
 */
export const BATCH_RULES = ['cheapest', 'fastest', 'fixed', 'cheapest_within', 'cheapest_on_time'] as const;
export type BatchRuleName = (typeof BATCH_RULES)[number];

export const BatchRuleSchema = z
  .object({
    rule: z.enum(BATCH_RULES, {
      error:
        'Elige una regla: la más barata, la más rápida, una paquetería fija, la más barata en N días o la más barata con al menos N % a tiempo.',
    }),
    carrier: z.enum(CARRIER_CODES, { error: 'Elige una paquetería de la lista.' }).optional(),
    service: z.string().trim().min(1).max(80).optional(),
    max_days: z.coerce
      .number({ error: 'Los días deben ser un número.' })
      .int('Los días deben ser un número entero.')
      .min(1, 'Los días deben ser de 1 a 15.')
      .max(15, 'Los días deben ser de 1 a 15.')
      .optional(),
    min_on_time: z.coerce
      .number({ error: 'El porcentaje a tiempo debe ser un número de 0 a 100.' })
      .min(0, 'El porcentaje a tiempo debe ser un número de 0 a 100.')
      .max(100, 'El porcentaje a tiempo debe ser un número de 0 a 100.')
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (r.rule === 'fixed' && !r.carrier)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Elige la paquetería para todo el lote.' });
    if (r.rule === 'cheapest_within' && r.max_days === undefined)
      ctx.addIssue({ code: 'custom', path: ['max_days'], message: 'Indica en cuántos días debe llegar.' });
    if (r.rule === 'cheapest_on_time' && r.min_on_time === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['min_on_time'],
        message: 'Indica el porcentaje mínimo de entregas a tiempo.',
      });
  });
export type BatchRule = z.infer<typeof BatchRuleSchema>;

/**
 * POST /batches/{id}/pay: how the batch is paid. `wallet` pays it at once; `card` makes one PayPal
 * order for every unpaid row (the answer's card_order), captured by POST /batches/{id}/capture.
 */
export const BATCH_PAY_METHODS = ['wallet', 'card'] as const;
export type BatchPayMethod = (typeof BATCH_PAY_METHODS)[number];
export const PayBatchSchema = z.object({
  method: z.enum(BATCH_PAY_METHODS, {
    error: 'La forma de pago debe ser «wallet» (monedero) o «card» (tarjeta).',
  }),
});
/** POST /batches/{id}/capture: the PayPal order of the batch the buyer approved. */
export const CaptureBatchSchema = z.object({
  order_id: z.string({ error: 'Indica la orden de pago.' }).regex(/^[A-Z0-9-]{5,40}$/i, 'Orden inválida.'),
});

/** GET /batches/{id}/labels?format=: the merged file's format. */
export const BATCH_LABEL_FORMATS = ['pdf', 'pdf_4x6', 'zpl'] as const;
export type BatchLabelFormat = (typeof BATCH_LABEL_FORMATS)[number];
export const BatchLabelsQuerySchema = z.object({
  format: z.enum(BATCH_LABEL_FORMATS, { error: 'El formato debe ser pdf, pdf_4x6 o zpl.' }).default('pdf'),
});
/** GET /batches/{id}/manifest?carrier=: the pickup manifest of one carrier. */
export const BatchManifestQuerySchema = z.object({
  carrier: z.enum(CARRIER_CODES, { error: 'Indica la paquetería de la relación.' }),
});

/** draft: rows change, a rule chooses; paying: shipments made and being paid; paid: every row paid. */
export const BATCH_STATES = ['draft', 'paying', 'paid'] as const;

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
  /** The rule last applied, and when its prices expire. */
  rule: z
    .object({
      rule: z.enum(BATCH_RULES),
      carrier: z.enum(CARRIER_CODES).nullable(),
      service: z.string().nullable(),
      max_days: z.number().int().nullable(),
      min_on_time: z.number().nullable().optional(),
      quoted_at: z.string(),
      expires_at: z.string(),
    })
    .nullable(),
  /** What the rule chose, by carrier (amounts absent for the roles that see none). */
  totals: z.object({
    carriers: z.array(
      z.object({
        carrier_code: z.enum(CARRIER_CODES),
        carrier: z.string(),
        rows: z.number().int(),
        total_amount: z.number().optional(),
      }),
    ),
    ready: z.number().int(),
    no_option: z.number().int(),
    total_amount: z.number().optional(),
  }),
  /** Once paying: labels made, failed and still waiting (and rows not paid yet). */
  progress: z
    .object({
      generated: z.number().int(),
      failed: z.number().int(),
      waiting: z.number().int(),
      unpaid: z.number().int(),
    })
    .nullable(),
  /** A card payment waiting for the buyer's approval: its PayPal order and where to approve it. */
  card_order: z.object({ id: z.string(), approve_url: z.string() }).nullable(),
  paid_at: z.string().nullable(),
  /** When every label was made or failed (the batch.completed webhook went out). */
  completed_at: z.string().nullable(),
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

/** A batch in the list of recent ones (GET /batches): what it is and where it stands, without its rows. */
export const BatchSummarySchema = z.object({
  id: z.string(),
  filename: z.string(),
  state: z.enum(BATCH_STATES),
  rows: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type BatchSummary = z.infer<typeof BatchSummarySchema>;
/** Most batches the list shows. */
export const RECENT_BATCHES = 20;
export const BatchListSchema = z.object({ docs: z.array(BatchSummarySchema) });

/** A batch made from rows sent as data (the public API), not from a file. */
export const CreateBatchFromRowsSchema = z.object({
  rows: z
    .array(z.partialRecord(z.enum(BATCH_COLUMN_KEYS), z.string().max(500)))
    .min(1)
    .max(MAX_BATCH_ROWS),
});

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

/** The template's example row (the CSV's and the Excel file's). */
export const BATCH_TEMPLATE_EXAMPLE: Readonly<Record<BatchColumn, string>> = {
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

/** The template a batch file starts from: the headers in Spanish and one example row (CSV, UTF-8 with BOM for Excel). */
export function batchTemplateCsv(): string {
  return spreadsheetCsv(
    BATCH_COLUMNS.map((c) => c.header),
    [BATCH_COLUMNS.map((c) => BATCH_TEMPLATE_EXAMPLE[c.key])],
  );
}

/**
 * A CSV that Excel opens as it should (UTF-8 with its BOM, CRLF) and never runs: every cell that
 * starts like a formula is written as text (what a customer typed comes back in it).
 */
export function spreadsheetCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map((c) => csvCell(neutralizeFormula(c))).join(',');
  return `\ufeff${[line(headers), ...rows.map(line)].join('\r\n')}\r\n`;
}
