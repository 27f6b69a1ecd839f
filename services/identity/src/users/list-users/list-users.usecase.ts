import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import type { UserListQuery, UserListResult } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { TariffsService } from '../tariffs.service';
import { toUserDto, type UserRecord } from '../user.mapper';
import { manageFilter } from '../user-scope';
import { User } from '../user.schema';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** GET /users: the caller's scope, optionally by role, searched, newest first, paged. */
@Injectable()
export class ListUsersUseCase {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly tariffs: TariffsService,
  ) {}

  async execute(caller: CallerIdentity, query: UserListQuery): Promise<UserListResult> {
    let scope: FilterQuery<User>;
    if (query.available) {
      // The Clients screen's list of users that can still be assigned to a client.
      scope = { rol: 'user', parentClient: null };
    } else {
      scope = manageFilter(caller);
      if (query.rol) scope = { ...scope, rol: query.rol };
    }
    const filter: FilterQuery<User> = { ...scope };
    if (query.search) {
      const pattern = { $regex: escapeRegExp(query.search), $options: 'i' };
      filter.$or = [{ firstName: pattern }, { lastName: pattern }, { email: pattern }, { phone: pattern }];
    }
    const { page, limit } = query;
    // Blocked means switched off after approval: accounts still waiting for approval are not blocked.
    const [docs, count, total, active, blocked] = await Promise.all([
      this.users
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<UserRecord[]>(),
      this.users.countDocuments(filter),
      this.users.countDocuments(scope),
      this.users.countDocuments({ ...scope, active: true }),
      this.users.countDocuments({ ...scope, active: false, approvedAt: { $ne: null } }),
    ]);
    return {
      docs: docs.map((u) => toUserDto(u, this.tariffs.map())),
      page,
      limit,
      count,
      counts: { total, active, blocked },
    };
  }
}
