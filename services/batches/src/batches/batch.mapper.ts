import { toPesos, type Batch, type BatchColumn, type BatchRow, type BatchRowStatus } from '@envios/contracts';
import { canSee, type CarrierCode, type Role } from '@envios/domain';
import type { StoredBatch, StoredBatchRow } from './batch.schema';

/** Where a paying batch's shipment stands, as the shipments service said. */
export interface ShipmentState {
  paid: boolean;
  guide_state: string;
  number_guide: string | null;
}

function statusOf(batch: StoredBatch, row: StoredBatchRow, state?: ShipmentState): BatchRowStatus {
  if (row.errors.length) return 'error';
  if (batch.state === 'draft') return row.choice ? 'ready' : row.no_option ? 'no_option' : 'pending';
  if (state?.guide_state === 'generated') return 'generated';
  if (state?.guide_state === 'failed' || state?.guide_state === 'cancelled') return 'failed';
  // A paid batch's every row is charged (the shipment hears of it a moment later).
  return batch.state === 'paid' || state?.paid ? 'paid' : 'unpaid';
}

/**
 * A batch as its callers see it: every row with its status, what the rule chose and, once paying,
 * its shipment and guide; totals by carrier; the labels' progress. No amount for a role that may
 * not see them.
 */
export function toBatchDto(b: StoredBatch, role: Role, states = new Map<string, ShipmentState>()): Batch {
  const amounts = canSee(role, 'amounts');
  const money = (centavos: number) => (amounts ? { total_amount: toPesos(centavos) } : {});
  const rows: BatchRow[] = b.rows.map((r) => {
    const state = r.shipment_id ? states.get(r.shipment_id) : undefined;
    return {
      n: r.n,
      values: r.values,
      errors: r.errors,
      duplicate_of: r.duplicate_of,
      status: statusOf(b, r, state),
      choice: r.choice
        ? {
            carrier_code: r.choice.carrier_code,
            carrier: r.choice.carrier,
            service_code: r.choice.service_code,
            service_name: r.choice.service_name,
            total_transit_days: r.choice.total_transit_days,
            ...money(r.choice.total_centavos),
          }
        : null,
      no_option: r.no_option ?? null,
      shipment_id: r.shipment_id ?? null,
      number_guide: state?.number_guide ?? null,
    };
  });
  const byCarrier = new Map<CarrierCode, { carrier: string; rows: number; centavos: number }>();
  for (const r of b.rows) {
    if (!r.choice || r.errors.length) continue;
    const t = byCarrier.get(r.choice.carrier_code) ?? { carrier: r.choice.carrier, rows: 0, centavos: 0 };
    t.rows++;
    t.centavos += r.choice.total_centavos;
    byCarrier.set(r.choice.carrier_code, t);
  }
  const withErrors = b.rows.filter((r) => r.errors.length).length;
  const count = (status: BatchRowStatus) => rows.filter((r) => r.status === status).length;
  return {
    id: String(b._id),
    state: b.state,
    filename: b.filename,
    mapping: b.mapping.map((m) => ({ header: m.header, column: m.column as BatchColumn | null })),
    rows,
    counts: {
      rows: b.rows.length,
      valid: b.rows.length - withErrors,
      with_errors: withErrors,
      duplicates: b.rows.filter((r) => r.duplicate_of !== null).length,
    },
    rule: b.rule
      ? {
          rule: b.rule.rule,
          carrier: b.rule.carrier,
          service: b.rule.service,
          max_days: b.rule.max_days,
          min_on_time: b.rule.min_on_time ?? null,
          quoted_at: b.rule.quoted_at.toISOString(),
          expires_at: b.rule.expires_at.toISOString(),
        }
      : null,
    totals: {
      carriers: [...byCarrier].map(([code, t]) => ({
        carrier_code: code,
        carrier: t.carrier,
        rows: t.rows,
        ...money(t.centavos),
      })),
      ready: b.rows.filter((r) => r.choice && !r.errors.length).length,
      no_option: b.rows.filter((r) => !r.choice && r.no_option && !r.errors.length).length,
      ...money([...byCarrier.values()].reduce((sum, t) => sum + t.centavos, 0)),
    },
    progress:
      b.state === 'draft'
        ? null
        : {
            generated: count('generated'),
            failed: count('failed'),
            waiting: count('paid'),
            unpaid: count('unpaid'),
          },
    card_order:
      b.state === 'paying' && b.card_order
        ? { id: b.card_order.id, approve_url: b.card_order.approve_url }
        : null,
    paid_at: b.paid_at?.toISOString() ?? null,
    completed_at: b.completed_at?.toISOString() ?? null,
    created_at: b.created_at.toISOString(),
  };
}
