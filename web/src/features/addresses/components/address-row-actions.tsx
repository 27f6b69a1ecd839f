import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { SavedAddressDto } from '@envios/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface AddressRowActionsProps {
  address: SavedAddressDto;
  onEdit: (address: SavedAddressDto) => void;
  onDelete: (address: SavedAddressDto) => void;
}

export function AddressRowActions({ address, onEdit, onDelete }: AddressRowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Editar">
        <ActionIcon variant="light" aria-label={`Editar ${address.name}`} onClick={() => onEdit(address)}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Eliminar">
        <ActionIcon
          variant="light"
          color="red"
          aria-label={`Eliminar ${address.name}`}
          onClick={() => onDelete(address)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
