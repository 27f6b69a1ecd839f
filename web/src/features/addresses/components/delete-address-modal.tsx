import { Text } from '@mantine/core';
import type { SavedAddressDto } from '@envios/contracts';
import { useDeleteAddressMutation } from '@/shared/api/addresses-api';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { ConfirmModal } from '@/shared/ui/confirm-modal';

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
    if ('error' in result) return notifyFailure('No se pudo eliminar la dirección', result.error);
    notifySuccess('Dirección eliminada', `Se eliminó ${address.name}.`);
    onClose();
  };

  return (
    <ConfirmModal
      opened={address !== null}
      title="Eliminar dirección"
      confirmLabel="Eliminar"
      loading={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>
        ¿Eliminar la dirección de <strong>{address?.name}</strong> ({address?.address})?
      </Text>
    </ConfirmModal>
  );
}
