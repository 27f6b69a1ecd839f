import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShipmentLiveUpdate } from '@envios/contracts';
import { reaches } from '@envios/domain';
import { CurrentUser, RequirePermission, type SessionUser } from '../auth/auth.decorators';
import { LiveHub } from './live-hub';

const HEARTBEAT_MS = 25_000;
/** Whether the signed-in user may see the shipment an update is about (as the shipments service scopes them). */
const mayWatch = (user: SessionUser, update: ShipmentLiveUpdate): boolean =>
  reaches(user, update, 'shipments');

/**
 * GET /live/shipments: Server-Sent Events with the tracking changes of the shipments the caller may
 * see (`event: shipment`, data: the update), so open lists and details refresh without a reload.
 * Signed in with the Authorization header like every call (the web reads it with fetch).
 */
@ApiTags('envios')
@ApiBearerAuth()
@RequirePermission('shipments.read')
@Controller('live')
export class LiveController {
  constructor(private readonly hub: LiveHub) {}

  @Get('shipments')
  @SkipThrottle()
  @ApiOperation({ summary: 'Cambios de rastreo de tus envíos en vivo (Server-Sent Events).' })
  @ApiOkResponse({
    description: 'Flujo text/event-stream: `event: shipment` con los datos del cambio (ShipmentLiveUpdate).',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  stream(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest, @Res() reply: FastifyReply): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const stop = this.hub.listen((update) => {
      if (mayWatch(user, update)) res.write(`event: shipment\ndata: ${JSON.stringify(update)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    req.raw.on('close', () => {
      clearInterval(heartbeat);
      stop();
      res.end();
    });
  }
}
