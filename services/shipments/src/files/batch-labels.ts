import { Injectable } from '@nestjs/common';
import { ShipmentsErrors } from '@envios/contracts';
import { AppError, inPool, type CallerIdentity } from '@envios/platform';
import { ShipmentScope } from '../shipments/shipment-scope';
import { ShipmentStore } from '../shipments/shipment-store';
import type { StoredShipment } from '../shipments/shipment.schema';
import { fileOf, LabelStorage } from './label-storage';

/** What a merged label file or a manifest reads of each shipment. */
const LABEL_FIELDS = [
  'owner',
  'account',
  'test',
  'guide',
  'guide_state',
  'number_guide',
  'parcels',
  'destination_direction',
  'origin_direction',
  'user',
  'selected_service',
] as const satisfies readonly (keyof StoredShipment)[];
export type ShipmentLabel = Pick<StoredShipment, (typeof LABEL_FIELDS)[number] | '_id'>;

/** Label files read at once. */
const READ_CONCURRENCY = 16;

/** A reference made safe for a file name (letters, digits, '-', '_'); `fallback` when nothing is left. */
export const fileNamePart = (reference: string | undefined, fallback: string) =>
  (reference ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || fallback;

/**
 * What the merged label file and the manifest share: the shipments asked for, every one of them
 * the caller's to read (one that is not, or does not exist, is a 404 for the whole request, so ids
 * reveal nothing), and their label files.
 */
@Injectable()
export class BatchLabels {
  constructor(
    private readonly shipments: ShipmentStore,
    private readonly scope: ShipmentScope,
    private readonly storage: LabelStorage,
  ) {}

  /** These shipments in the order asked (an id asked twice counts once), or a 404. */
  async readable(caller: CallerIdentity, ids: readonly string[]): Promise<ShipmentLabel[]> {
    const unique = [...new Set(ids)];
    const found = await this.shipments.fieldsOfMany(unique, LABEL_FIELDS);
    if (found.length !== unique.length) throw AppError.of(ShipmentsErrors.shipmentNotFound);
    // Shipments of one owner and account share the answer (a client's may need a member lookup).
    const verdicts = new Map<string, Promise<boolean>>();
    const allowed = await Promise.all(
      found.map((s) => {
        const key = `${s.owner}|${s.account}|${!!s.test}`;
        let verdict = verdicts.get(key);
        if (!verdict) verdicts.set(key, (verdict = this.scope.canRead(caller, s)));
        return verdict;
      }),
    );
    if (allowed.includes(false)) throw AppError.of(ShipmentsErrors.shipmentNotFound);
    return found;
  }

  /** The stored file name of a shipment's generated label (null when it has none). */
  fileOf(s: ShipmentLabel): string | null {
    return s.guide_state === 'generated' ? fileOf(s.guide) : null;
  }

  /** The label files of these shipments (whose labels are generated), in order, 16 read at a time. */
  async files(shipments: readonly ShipmentLabel[]): Promise<Buffer[]> {
    const files: Buffer[] = new Array(shipments.length);
    await inPool(
      shipments.map((s, i) => ({ s, i })),
      READ_CONCURRENCY,
      async ({ s, i }) => {
        const name = this.fileOf(s);
        const bytes = name ? await this.storage.read(name) : null;
        // A generated label whose file is gone: no file is better than one without it.
        if (!bytes) throw AppError.of(ShipmentsErrors.fileNotFound);
        files[i] = bytes;
      },
    );
    return files;
  }
}
