import { Module } from '@nestjs/common';
import { RecordMemberUseCase } from './events/record-member/record-member.usecase';
import { RecordPrepaidUseCase } from './events/record-prepaid/record-prepaid.usecase';
import { RecordShipmentUseCase } from './events/record-shipment/record-shipment.usecase';
import { RemoveMemberFromClientUseCase } from './events/remove-member-from-client/remove-member-from-client.usecase';
import { REPORT_CONSUMERS } from './events/reported-events';
import { ManagedRedis } from '@envios/platform';
import { AggregateBuffer } from './model/aggregate-buffer';
import { AggregateCache } from './model/aggregate-cache';
import { RowBuckets } from './model/row-buckets';
import { Generations } from './model/generations';
import { ReadModels } from './model/read-models';
import { ReportStore } from './model/report-store';
import { EfficiencyController } from './queries/efficiency/efficiency.controller';
import { EfficiencyUseCase } from './queries/efficiency/efficiency.usecase';
import { GeneralReportController } from './queries/general-report/general-report.controller';
import { GeneralReportUseCase } from './queries/general-report/general-report.usecase';
import { LaneOnTimeController } from './queries/lane-on-time/lane-on-time.controller';
import { LaneOnTimeUseCase } from './queries/lane-on-time/lane-on-time.usecase';
import { PrepaidsPerMonthController } from './queries/prepaids-per-month/prepaids-per-month.controller';
import { PrepaidsPerMonthUseCase } from './queries/prepaids-per-month/prepaids-per-month.usecase';
import { ReportFigures } from './queries/report-figures';
import { ReportScope } from './queries/report-scope';
import { ShipmentsByTypeController } from './queries/shipments-by-type/shipments-by-type.controller';
import { ShipmentsByTypeUseCase } from './queries/shipments-by-type/shipments-by-type.usecase';
import { ShipmentsCityController } from './queries/shipments-city/shipments-city.controller';
import { ShipmentsCityUseCase } from './queries/shipments-city/shipments-city.usecase';
import { ShipmentsReportController } from './queries/shipments-report/shipments-report.controller';
import { ShipmentsReportUseCase } from './queries/shipments-report/shipments-report.usecase';
import { TopDestinationController } from './queries/top-destination/top-destination.controller';
import { TopDestinationUseCase } from './queries/top-destination/top-destination.usecase';
import { TotalByCarrierController } from './queries/total-by-carrier/total-by-carrier.controller';
import { TotalByCarrierUseCase } from './queries/total-by-carrier/total-by-carrier.usecase';

/** The reports service's operations: one controller and use case per operation (ARCHITECTURE.md). */
@Module({
  controllers: [
    GeneralReportController,
    ShipmentsReportController,
    TotalByCarrierController,
    ShipmentsByTypeController,
    ShipmentsCityController,
    TopDestinationController,
    PrepaidsPerMonthController,
    EfficiencyController,
    LaneOnTimeController,
  ],
  providers: [
    // Use cases
    GeneralReportUseCase,
    ShipmentsReportUseCase,
    TotalByCarrierUseCase,
    ShipmentsByTypeUseCase,
    ShipmentsCityUseCase,
    TopDestinationUseCase,
    PrepaidsPerMonthUseCase,
    EfficiencyUseCase,
    LaneOnTimeUseCase,
    RecordShipmentUseCase,
    RecordPrepaidUseCase,
    RecordMemberUseCase,
    RemoveMemberFromClientUseCase,
    // Event consumers (one method per event: the events the reports are built from)
    ...REPORT_CONSUMERS,
    // Shared by the use cases: the read models' store, and what it is made of
    ReportStore,
    AggregateBuffer,
    AggregateCache,
    RowBuckets,
    ManagedRedis,
    Generations,
    ReadModels,
    ReportFigures,
    ReportScope,
  ],
})
export class ReportsModule {}
