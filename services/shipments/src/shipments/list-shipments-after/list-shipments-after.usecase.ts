import { Injectable } from '@nestjs/common';
import type { CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipment-scope';
import { ShipmentStore } from '../shipment-store';
import { toShipmentDto } from '../shipment.mapper';

interface Cursor {
  id: string;
  seq: number;
}

const encode = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.id, cursor.seq])).toString('base64url');

function decode(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const [id, seq] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof id === 'string' && Number.isInteger(seq) && (seq as number) >= 0)
      return { id, seq: seq as number };
  } catch {
    // An unreadable cursor starts from the newest, as none would.
  }
  return null;
}

/**
 * GET /api/v2/shipments?cursor=&limit=: the list newest first, `limit` at a time; each answer says
 * where the next starts. A cursor holds its place when shipments are added or deleted before it.
 */
@Injectable()
export class ListShipmentsAfterUseCase {
  constructor(
    private readonly scope: ShipmentScope,
    private readonly shipments: ShipmentStore,
  ) {}

  async execute(caller: CallerIdentity, userId: string, cursor: string | undefined, limit: number) {
    const scope = await this.scope.listOf(caller, userId);
    const docs = await this.shipments.pageAfter(scope, decode(cursor), limit);
    const last = docs.at(-1);
    const more = !!last && last[scope.seq] > 0 && docs.length === limit;
    return {
      docs: docs.map((s) => toShipmentDto(s, caller.role)),
      next_cursor: more ? encode({ id: String(last._id), seq: last[scope.seq] }) : null,
    };
  }
}
