import { Badge } from '@mantine/core';
import type { OverweightRecord } from '../api/overweight-api';
import { overweightStatus } from '../lib/overweight-rows';

export function OverweightStatusBadge({ record }: { record: Pick<OverweightRecord, 'overweight_paid'> }) {
  return (
    <Badge
      variant="light"
      color={record.overweight_paid ? 'teal' : 'yellow'}
      tt="none"
      miw="max-content"
      data-testid="overweight-status"
    >
      {overweightStatus(record)}
    </Badge>
  );
}
