import { Injectable } from '@nestjs/common';
import { QuotingRoutes, type BatchRowValues } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { BatchClients } from './batch-clients';
import type { StoredBatchRow } from './batch.schema';
import { plain } from './file/batch-columns';
import { checkRow, postalCodeOf, type RowLookups, type RowShipment } from './validate-rows';

/**
 * Validates a batch's rows together: the SEPOMEX catalogue asked once for every postal code of the
 * file, the account's saved addresses and package profiles once (quoting), then each row on its own
 * and the duplicates among them (a later row equal to an earlier one points at it).
 */
@Injectable()
export class BatchRows {
  constructor(private readonly clients: BatchClients) {}

  /** The rows checked again, as a draft keeps them: any carrier chosen before is for the rule to choose again. */
  async check(
    caller: CallerIdentity,
    rows: { n: number; values: BatchRowValues }[],
  ): Promise<StoredBatchRow[]> {
    return (await this.shipments(caller, rows)).map(({ row }) => row);
  }

  /** The rows checked again, each with the shipment it describes when it has no error. */
  async shipments(
    caller: CallerIdentity,
    rows: { n: number; values: BatchRowValues }[],
  ): Promise<{ row: StoredBatchRow; shipment: RowShipment | null }[]> {
    const lookups = await this.lookups(caller, rows);
    const first = new Map<string, number>();
    return rows.map(({ n, values }) => {
      const { errors, identity, shipment } = checkRow(n, values, lookups);
      const earlier = first.get(identity);
      if (earlier === undefined) first.set(identity, n);
      return {
        row: {
          n,
          values,
          errors,
          duplicate_of: earlier ?? null,
          choice: null,
          no_option: null,
          shipment_id: null,
        },
        shipment,
      };
    });
  }

  private async lookups(caller: CallerIdentity, rows: { values: BatchRowValues }[]): Promise<RowLookups> {
    const codes = [
      ...new Set(rows.map((r) => postalCodeOf(r.values.postal_code)).filter((c) => /^\d{5}$/.test(c))),
    ];
    const [postal, addresses, profiles] = await Promise.all([
      codes.length
        ? this.clients.quoting.call(QuotingRoutes.lookupPostalCodes, { caller, body: { codes } })
        : { data: {} },
      this.clients.quoting.call(QuotingRoutes.listAddresses, { caller, query: { user: caller.id } }),
      this.clients.quoting.call(QuotingRoutes.listPackageProfiles, { caller, query: { userID: caller.id } }),
    ]);
    return {
      postal: postal.data,
      addresses: new Map(addresses.docs.map((a) => [plain(a.name), a])),
      profiles: new Map(profiles.profiles.map((p) => [plain(p.name), p])),
    };
  }
}
