import { Injectable } from '@nestjs/common';
import {
  GuideCancelled,
  GuideFailed,
  GuideGenerated,
  OverweightRegistered,
  PaymentRefunded,
  PrepaidCancelled,
  PrepaidExecuted,
  PrepaidRequested,
  ShipmentCreated,
  ShipmentDeleted,
  ShipmentDelivered,
  ShipmentPaid,
  TrackingStatusChanged,
  UserAssignedToClient,
  UserRegistered,
  UserRemovedFromClient,
  WalletCredited,
  type EventContract,
} from '@envios/contracts';
import type { RowEvent } from '../model/row-events';
import { RecordMemberUseCase } from './record-member/record-member.usecase';
import { RecordPrepaidUseCase, type PrepaidEvent } from './record-prepaid/record-prepaid.usecase';
import { RecordShipmentUseCase } from './record-shipment/record-shipment.usecase';

/** Every event the read models are built from, by topic (the rebuild replays exactly these). */
export const REPORTED_EVENTS: readonly EventContract[] = [
  UserRegistered,
  UserAssignedToClient,
  UserRemovedFromClient,
  ShipmentCreated,
  ShipmentDeleted,
  GuideGenerated,
  GuideFailed,
  GuideCancelled,
  OverweightRegistered,
  ShipmentPaid,
  PaymentRefunded,
  PrepaidRequested,
  PrepaidExecuted,
  PrepaidCancelled,
  WalletCredited,
  TrackingStatusChanged,
  ShipmentDelivered,
];

/** The events of a shipment's row, and of a top-up's. */
export const ROW_EVENTS = new Set([
  'ShipmentCreated',
  'ShipmentDeleted',
  'ShipmentPaid',
  'PaymentRefunded',
  'GuideGenerated',
  'GuideFailed',
  'GuideCancelled',
  'TrackingStatusChanged',
  'ShipmentDelivered',
  'OverweightRegistered',
]);
export const PREPAID_EVENTS = new Set([
  'PrepaidRequested',
  'PrepaidExecuted',
  'PrepaidCancelled',
  'WalletCredited',
]);

export interface ReportedEnvelope {
  id: string;
  type: string;
  occurredAt: string;
  data: any;
}

/**
 * Hands an event to the use case that records it: the consumers do it for each event as it comes,
 * the rebuild for every event of the topics from the beginning (into the next generation only).
 */
@Injectable()
export class ApplyEvent {
  constructor(
    private readonly shipments: RecordShipmentUseCase,
    private readonly prepaids: RecordPrepaidUseCase,
    private readonly members: RecordMemberUseCase,
  ) {}

  async apply(e: ReportedEnvelope, gens?: number[]): Promise<void> {
    if (ROW_EVENTS.has(e.type))
      return this.shipments.execute(
        { type: e.type, data: e.data, occurredAt: e.occurredAt } as RowEvent,
        e.id,
        gens,
      );
    if (PREPAID_EVENTS.has(e.type))
      return this.prepaids.execute({ type: e.type, data: e.data } as PrepaidEvent, e.id, gens);
    switch (e.type) {
      case 'UserRegistered':
        return this.members.set(e.data.userId, { role: e.data.rol, clientId: e.data.parentClient }, gens);
      case 'UserAssignedToClient':
        return this.members.set(e.data.userId, { clientId: e.data.clientId }, gens);
      case 'UserRemovedFromClient':
        return this.members.removeFromClient(e.data.userId, e.data.clientId, gens);
    }
  }
}
