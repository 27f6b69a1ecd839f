import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The destructive action's button text ('Eliminar', 'Quitar'). */
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The question, naming what is affected. */
  children: ReactNode;
}

/** Asks before a destructive action: the question, 'Cancelar' and a red confirm button. */
export function ConfirmModal({
  opened,
  title,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {children}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
