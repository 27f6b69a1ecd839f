import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { LabelFormat } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { Member } from '../../members/member.schema';

const DEFAULT_LABEL_FORMAT: LabelFormat = 'pdf-letter';

/** GET/PUT /shipments/label-format: the caller's label format (letter PDF, 4x6 thermal PDF or ZPL). */
@Injectable()
export class LabelFormatUseCase {
  constructor(@InjectModel(Member.name) private readonly members: Model<Member>) {}

  async get(caller: CallerIdentity) {
    const member = await this.members.findById(caller.id, { label_format: 1 }).lean();
    return { label_format: member?.label_format ?? DEFAULT_LABEL_FORMAT };
  }

  async set(caller: CallerIdentity, label_format: LabelFormat) {
    await this.members.updateOne({ _id: caller.id }, { $set: { label_format } }, { upsert: true });
    return { label_format };
  }
}
