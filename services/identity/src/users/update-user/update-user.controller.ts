import { Body, Controller, Param, Put } from '@nestjs/common';
import { ObjectIdSchema, UpdateUserSchema, type UpdateUser } from '@envios/contracts';
import { Caller, zod, type CallerIdentity } from '@envios/platform';
import { UpdateUserUseCase } from './update-user.usecase';

@Controller('internal/users')
export class UpdateUserController {
  constructor(private readonly updateUser: UpdateUserUseCase) {}

  @Put(':id')
  update(
    @Caller() caller: CallerIdentity,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(UpdateUserSchema)) body: UpdateUser,
  ) {
    return this.updateUser.execute(caller, id, body);
  }
}
