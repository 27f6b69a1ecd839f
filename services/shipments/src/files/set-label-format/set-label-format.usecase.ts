import { Injectable } from '@nestjs/common';
import type { LabelFormat } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { MemberStore } from '../../members/member-store';

/** PUT /shipments/label-format: the label format the caller's next labels are made in. */
@Injectable()
export class SetLabelFormatUseCase {
  constructor(private readonly members: MemberStore) {}

  async execute(caller: CallerIdentity, label_format: LabelFormat): Promise<{ label_format: LabelFormat }> {
    await this.members.setLabelFormat(caller.id, label_format);
    return { label_format };
  }
}
