import { Controller } from '@nestjs/common';
import { BatchesRoutes, type BatchRule } from '@envios/contracts';
import { Caller, RouteBody, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { ApplyRuleUseCase } from './apply-rule.usecase';

const route = BatchesRoutes.applyRule;

@Controller()
export class ApplyRuleController {
  constructor(private readonly applyRule: ApplyRuleUseCase) {}

  @Serves(route)
  execute(
    @Caller() caller: CallerIdentity,
    @RouteParams(route) { id }: { id: string },
    @RouteBody(route) rule: BatchRule,
  ) {
    return this.applyRule.execute(caller, id, rule);
  }
}
