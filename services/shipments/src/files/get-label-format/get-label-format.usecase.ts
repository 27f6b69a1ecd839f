import { Injectable } from '@nestjs/common';
import type { LabelFormat } from '@envios/contracts';
import type { CallerIdentity } from '@envios/platform';
import { MemberStore } from '../../members/member-store';

/** The format of a label nobody chose one for: letter-size PDF. */
const DEFAULT_LABEL_FORMAT: LabelFormat = 'pdf-letter';

/** GET /shipments/label-format: the caller's label format (letter PDF, 4x6 thermal PDF or ZPL). */
@Injectable()
export class GetLabelFormatUseCase {
  constructor(private readonly members: MemberStore) {}

  async execute(caller: CallerIdentity): Promise<{ label_format: LabelFormat }> {
    return { label_format: (await this.members.labelFormatOf(caller.id)) ?? DEFAULT_LABEL_FORMAT };
  }
}
