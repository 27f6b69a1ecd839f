import { Modal } from '@mantine/core';
import { RegisterOverweightForm } from '@/shared/ui/register-overweight-form';
import type { OverweightRecord } from '../api/overweight-api';

interface EditOverweightModalProps {
  record: OverweightRecord | null;
  onClose: () => void;
}

/**
 * 'Editar sobrepeso' (section 2): the carrier's measures again, with the charge computed from them
 * as when it was registered, and the cost staff confirm.
 */
export function EditOverweightModal({ record, onClose }: EditOverweightModalProps) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="Editar sobrepeso" size="xl" centered>
      {record && (
        <RegisterOverweightForm
          key={record._id}
          target={{
            id: record._id,
            guide: record.number_guide,
            carrier: record.carrier,
            service: record.service,
            declared: record.declared.parcels,
            measured: record.measured?.parcels ?? null,
            cost: record.cost_overweight,
          }}
          submitLabel="Guardar cambios"
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}
