import { Controller, StreamableFile } from '@nestjs/common';
import { DisputesRoutes } from '@envios/contracts';
import { Caller, RouteParams, Serves, type CallerIdentity } from '@envios/platform';
import { GetDisputePacketUseCase } from './get-dispute-packet.usecase';

const route = DisputesRoutes.packet;

@Controller()
export class GetDisputePacketController {
  constructor(private readonly getDisputePacket: GetDisputePacketUseCase) {}

  /** The packet's bytes (application/pdf) with its file name. */
  @Serves(route)
  async execute(@Caller() caller: CallerIdentity, @RouteParams(route) { id }: { id: string }) {
    const packet = await this.getDisputePacket.execute(caller, id);
    return new StreamableFile(packet.bytes, {
      type: 'application/pdf',
      disposition: `inline; filename="${packet.fileName}"`,
      length: packet.bytes.length,
    });
  }
}
