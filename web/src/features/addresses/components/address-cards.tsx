import { Card, Group, Stack, Text } from '@mantine/core';
import { AddressRowActions } from './address-row-actions';
import type { AddressListViewProps } from './addresses-table';

/** The saved addresses as cards on phones, where ten columns do not fit. */
export function AddressCards({ addresses, onEdit, onDelete }: AddressListViewProps) {
  return (
    <Stack gap="sm" data-testid="address-cards">
      {addresses.map((address) => (
        <Card key={address._id} padding="sm" data-testid="address-card">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              {address.name}
            </Text>
            <AddressRowActions address={address} onEdit={onEdit} onDelete={onDelete} />
          </Group>
          <Stack gap={2} mt={4}>
            <Text size="sm">{address.address}</Text>
            <Text size="sm">
              {address.colony}, {address.city}, C.P. {address.postal_code}, {address.country_code}
            </Text>
            {address.reference_of_origin && (
              <Text size="sm" c="dimmed">
                {address.reference_of_origin}
              </Text>
            )}
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {address.phone} · {address.email}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
