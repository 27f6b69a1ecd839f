import { Badge, Stack, Text } from '@mantine/core';
import type { OverweightRecord } from '../api/overweight-api';
import { holdOf, overweightStatus } from '../lib/overweight-rows';

type Status = Pick<OverweightRecord, 'overweight_paid' | 'cost_overweight' | 'dispute'>;

export function OverweightStatusBadge({ record }: { record: Status }) {
  return (
    <Badge
      variant="light"
      color={record.overweight_paid || record.dispute?.status === 'accepted' ? 'teal' : 'yellow'}
      tt="none"
      miw="max-content"
      data-testid="overweight-status"
    >
      {overweightStatus(record)}
    </Badge>
  );
}

/** The charge's status and, beneath it, whether the shipment is held or released. */
export function OverweightStatus({ record }: { record: Status }) {
  const hold = holdOf(record);
  return (
    <Stack gap={2} align="flex-start">
      <OverweightStatusBadge record={record} />
      {hold && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="overweight-hold">
          {hold}
        </Text>
      )}
    </Stack>
  );
}
