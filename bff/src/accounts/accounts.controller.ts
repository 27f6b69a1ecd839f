import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import {
  CreateUserSchema,
  ObjectIdSchema,
  PasswordRecoverySchema,
  PasswordResetSchema,
  SignInSchema,
  SignUpSchema,
  UpdateUserSchema,
  UserListQuerySchema,
  type CreateUser,
  type SignIn,
  type SignInResponse,
  type SignUp,
  type Tariff,
  type UpdateUser,
  type UserDto,
  type UserListQuery,
  type UserPage,
} from '@envios/contracts';
import { zod } from '@envios/platform';
import { CurrentUser, Public, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { ServiceClients } from '../platform/service-clients';
import { ApiZodBody, ApiZodQuery } from '../shared/openapi';
import { toPage } from '../shared/paging';

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
  login(@Body(zod(SignInSchema)) body: SignIn, @Req() req: FastifyRequest): Promise<SignInResponse> {
    return this.services.identity.post('/internal/auth/sign-in', { ...body, clientIp: req.ip });
  }

  @Public()
  @Post('users')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOperation({ summary: 'Registro público: la cuenta se crea con rol user y pendiente de aprobación.' })
  @ApiZodBody(SignUpSchema)
  signUp(@Body(zod(SignUpSchema)) body: SignUp): Promise<UserDto> {
    return this.services.identity.post('/internal/users', body);
  }

  @Public()
  @Post('password-recovery')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiZodBody(PasswordRecoverySchema)
  requestRecovery(@Body(zod(PasswordRecoverySchema)) body: { email: string }) {
    return this.services.identity.post('/internal/password-recovery', body);
  }

  @Public()
  @Post('password-recovery/:token')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiZodBody(PasswordResetSchema)
  resetPassword(@Param('token') token: string, @Body(zod(PasswordResetSchema)) body: { password: string }) {
    return this.services.identity.post(`/internal/password-recovery/${encodeURIComponent(token)}`, body);
  }

  @ApiBearerAuth()
  @RequirePermission('users.manage')
  @Get('users')
  @ApiOperation({
    summary: 'Usuarios del alcance de quien llama, 10 por página; ?rol=, ?search=, ?available=true',
  })
  @ApiZodQuery(UserListQuerySchema)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(UserListQuerySchema)) query: UserListQuery,
    @Req() req: FastifyRequest,
  ): Promise<UserPage> {
    const result = await this.services.identity.get<
      Omit<UserPage, 'pages' | 'totalPages' | 'previous' | 'next'>
    >('/internal/users', {
      caller: user,
      query: { ...query, available: query.available ? 'true' : undefined },
    });
    return toPage(req, result);
  }

  @ApiBearerAuth()
  @RequirePermission('users.manage')
  @Post('users/createFromDashboard')
  @ApiZodBody(CreateUserSchema)
  createFromDashboard(
    @CurrentUser() user: SessionUser,
    @Body(zod(CreateUserSchema)) body: CreateUser,
  ): Promise<UserDto> {
    return this.services.identity.post('/internal/users/from-dashboard', body, { caller: user });
  }

  /** Every signed-in user reads their own record; managers read the users in their scope. */
  @ApiBearerAuth()
  @Get('users/:id')
  get(@CurrentUser() user: SessionUser, @Param('id', zod(ObjectIdSchema)) id: string): Promise<UserDto> {
    return this.services.identity.get(`/internal/users/${id}`, { caller: user });
  }

  @ApiBearerAuth()
  @RequirePermission('users.manage')
  @Put('users/:id')
  @ApiOperation({ summary: 'Edita el perfil, o solo {active} para bloquear / activar (aprobar) la cuenta.' })
  @ApiZodBody(UpdateUserSchema)
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', zod(ObjectIdSchema)) id: string,
    @Body(zod(UpdateUserSchema)) body: UpdateUser,
  ): Promise<UserDto> {
    return this.services.identity.put(`/internal/users/${id}`, body, { caller: user });
  }

  @ApiBearerAuth()
  @RequirePermission('tariffs.read')
  @Get('tipoUsuario')
  tariffs(@CurrentUser() user: SessionUser): Promise<Tariff[]> {
    return this.services.identity.get('/internal/tariffs', { caller: user });
  }
}
