import { Inject, Injectable } from '@nestjs/common';
import { QuotingRoutes, type BatchRow, type BatchRowValues } from '@envios/contracts';
import { APP_CONFIG, ServiceClient, type CallerIdentity } from '@envios/platform';
import type { BatchesConfig } from '../config';
import { plain } from './file/batch-columns';
import { checkRow, postalCodeOf, type RowLookups } from './validate-rows';

/**
 * Validates a batch's rows together: the SEPOMEX catalogue asked once for every postal code of the
 * file, the account's saved addresses and package profiles once (quoting), then each row on its own
 * and the duplicates among them (a later row equal to an earlier one points at it).
 */
@Injectable()
export class BatchRows {
  private readonly quoting: ServiceClient;

  constructor(@Inject(APP_CONFIG) config: BatchesConfig) {
    this.quoting = new ServiceClient(
      'quoting',
      config.QUOTING_URL,
      config.INTERNAL_SERVICE_TOKEN,
      config.INTERNAL_SIGNING_KEY,
    );
  }

  async check(caller: CallerIdentity, rows: { n: number; values: BatchRowValues }[]): Promise<BatchRow[]> {
    const lookups = await this.lookups(caller, rows);
    const first = new Map<string, number>();
    return rows.map(({ n, values }) => {
      const { errors, identity } = checkRow(n, values, lookups);
      const earlier = first.get(identity);
      if (earlier === undefined) first.set(identity, n);
      return { n, values, errors, duplicate_of: earlier ?? null };
    });
  }

  private async lookups(caller: CallerIdentity, rows: { values: BatchRowValues }[]): Promise<RowLookups> {
    const codes = [
      ...new Set(rows.map((r) => postalCodeOf(r.values.postal_code)).filter((c) => /^\d{5}$/.test(c))),
    ];
    const [postal, addresses, profiles] = await Promise.all([
      codes.length
        ? this.quoting.call(QuotingRoutes.lookupPostalCodes, { caller, body: { codes } })
        : { data: {} },
      this.quoting.call(QuotingRoutes.listAddresses, { caller, query: { user: caller.id } }),
      this.quoting.call(QuotingRoutes.listPackageProfiles, { caller, query: { userID: caller.id } }),
    ]);
    return {
      postal: postal.data,
      addresses: new Map(addresses.docs.map((a) => [plain(a.name), a])),
      profiles: new Map(profiles.profiles.map((p) => [plain(p.name), p])),
    };
  }
}
