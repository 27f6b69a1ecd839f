import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import {
  CommonErrors,
  CreateUserSchema,
  IdentityRoutes,
  ObjectIdSchema,
  PasswordRecoverySchema,
  PasswordResetSchema,
  SignInSchema,
  SignUpSchema,
  UpdateUserSchema,
  UserListQuerySchema,
  UserPageSchema,
  type CreateUser,
  type SignIn,
  type SignUp,
  type UpdateUser,
  type UserListQuery,
  type UserPage,
} from '@envios/contracts';
import { isAllowed } from '@envios/domain';
import { AppError, zod } from '@envios/platform';
import { CurrentUser, Public, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../shared/openapi';
import { toPage } from '../shared/paging';

const R = IdentityRoutes;

/** Spec section 7, "Accounts": sign-in, sign-up, password recovery, users and tariffs. */
@ApiTags('cuentas')
@Controller()
export class AccountsController {
  constructor(private readonly services: ServiceClients) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOperation({
    summary:
      'Inicia sesión: {id, token, rol}. 404 si las credenciales no son válidas o la cuenta no está activa.',
  })
  @ApiZodBody(SignInSchema)
  @ApiZodResponse(R.signIn.response)
  login(@Body(zod(SignInSchema)) body: SignIn, @Req() req: FastifyRequest) {
    return this.services.identity.call(R.signIn, { body: { ...body, clientIp: req.ip } });
  }

  @Public()
  @Post('users')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOperation({ summary: 'Registro público: la cuenta se crea con rol user y pendiente de aprobación.' })
  @ApiZodBody(SignUpSchema)
  @ApiZodResponse(R.signUp.response, 201)
  signUp(@Body(zod(SignUpSchema)) body: SignUp) {
    return this.services.identity.call(R.signUp, { body });
  }

  @Public()
  @Post('password-recovery')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiZodBody(PasswordRecoverySchema)
  @ApiZodResponse(R.requestPasswordRecovery.response)
  requestRecovery(@Body(zod(PasswordRecoverySchema)) body: { email: string }) {
    return this.services.identity.call(R.requestPasswordRecovery, { body });
  }

  @Public()
  @Post('password-recovery/:token')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiZodBody(PasswordResetSchema)
  @ApiZodResponse(R.resetPassword.response)
  resetPassword(@Param('token') token: string, @Body(zod(PasswordResetSchema)) body: { password: string }) {
    return this.services.identity.call(R.resetPassword, { params: { token }, body });
  }

  @ApiBearerAuth()
  @RequirePermission('users.manage')
  @Get('users')
  @ApiOperation({
    summary: 'Usuarios del alcance de quien llama, 10 por página; ?rol=, ?search=, ?available=true',
  })
  @ApiZodQuery(UserListQuerySchema)
  @ApiZodResponse(UserPageSchema)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(UserListQuerySchema)) query: UserListQuery,
    @Req() req: FastifyRequest,
  ): Promise<UserPage> {
    // ?available=true lists accounts any client could take: the Clients screen's, not the Users screen's.
    if (query.available && !isAllowed(user.role, 'clients.manage')) throw AppError.of(CommonErrors.forbidden);
    const result = await this.services.identity.call(R.listUsers, {
      caller: user,
      query: { ...query, available: query.available ? 'true' : undefined },
    });
    return toPage(req, result);
  }

  @ApiBearerAuth()
  @RequirePermission('users.manage')
  @Post('users/createFromDashboard')
  @ApiZodBody(CreateUserSchema)
  @ApiZodResponse(R.createUser.response, 201)
  createFromDashboard(@CurrentUser() user: SessionUser, @Body(zod(CreateUserSchema)) body: CreateUser) {
    return this.services.identity.call(R.createUser, { caller: user, body });
  }

  /** Every signed-in user reads their own record; managers read the users in their scope. */
  @ApiBearerAuth()
  @Get('users/:id')
  @ApiZodResponse(R.getUser.response)
  get(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string) {
    return this.services.identity.call(R.getUser, { caller: user, params: { id } });
  }

  @ApiBearerAuth()
  @RequirePermission('users.manage')
  @Put('users/:id')
  @ApiOperation({ summary: 'Edita el perfil, o solo {active} para bloquear / activar (aprobar) la cuenta.' })
  @ApiZodBody(UpdateUserSchema)
  @ApiZodResponse(R.editUser.response)
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(UpdateUserSchema)) body: UpdateUser,
  ) {
    return 'active' in body
      ? this.services.identity.call(R.setUserActive, { caller: user, params: { id }, body })
      : this.services.identity.call(R.editUser, { caller: user, params: { id }, body });
  }

  @ApiBearerAuth()
  @RequirePermission('tariffs.read')
  @Get('tipoUsuario')
  @ApiZodResponse(R.listTariffs.response)
  tariffs(@CurrentUser() user: SessionUser) {
    return this.services.identity.call(R.listTariffs, { caller: user });
  }
}
