import { Button, Group, Modal, Text } from '@mantine/core';
import type { SavedAddressDto } from '@envios/contracts';
import { notifications } from '@mantine/notifications';
import { useDeleteAddressMutation } from '@/shared/api/addresses-api';
import { errorMessage } from '@/shared/api/api-error';

interface DeleteAddressModalProps {
  address: SavedAddressDto | null;
  onClose: () => void;
}

/** Asks before deleting a saved address. */
export function DeleteAddressModal({ address, onClose }: DeleteAddressModalProps) {
  const [deleteAddress, { isLoading }] = useDeleteAddressMutation();

  const confirm = async () => {
    if (!address) return;
    const result = await deleteAddress(address._id);
    if ('error' in result) {
      notifications.show({
        color: 'red',
        title: 'No se pudo eliminar la dirección',
        message: errorMessage(result.error),
      });
      return;
    }
    notifications.show({
      color: 'teal',
      title: 'Dirección eliminada',
      message: `Se eliminó ${address.name}.`,
    });
    onClose();
  };

  return (
    <Modal
      opened={address !== null}
      onClose={onClose}
      title="Eliminar dirección"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text mb="lg">
        ¿Eliminar la dirección de <strong>{address?.name}</strong> ({address?.address})?
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" loading={isLoading} onClick={confirm}>
          Eliminar
        </Button>
      </Group>
    </Modal>
  );
}
