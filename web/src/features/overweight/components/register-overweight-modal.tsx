import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { GuideNumberSchema, type ShipmentDto } from '@envios/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useLazyShipmentByGuideQuery } from '@/shared/api/overweight-api';
import { RegisterOverweightForm } from '@/shared/ui/register-overweight-form';

interface RegisterOverweightModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Why a shipment found by its guide cannot take an overweight now, or null. */
function whyNot(s: ShipmentDto): string | null {
  if (!s.status)
    return `La guía ${s.number_guide} no está pagada: solo se registra sobrepeso en envíos pagados.`;
  if (s.overweight_paid)
    return `El sobrepeso de la guía ${s.number_guide} ya está pagado y no se puede cambiar.`;
  return null;
}

/**
 * 'Registrar sobrepeso' from the report: the guide on the carrier's invoice finds the paid shipment
 * (any account's), then the same form as the shipment's detail.
 */
export function RegisterOverweightModal({ opened, onClose }: RegisterOverweightModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Registrar sobrepeso" size="xl" centered>
      <FindAndRegister onClose={onClose} />
    </Modal>
  );
}

/** Its content, mounted while the dialog is open: each opening starts from an empty search. */
function FindAndRegister({ onClose }: { onClose: () => void }) {
  const [guide, setGuide] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [find, found] = useLazyShipmentByGuideQuery();
  const shipment = found.currentData && !found.isFetching ? found.currentData : null;
  const refused = shipment ? whyNot(shipment) : null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GuideNumberSchema.safeParse(guide);
    setInvalid(parsed.success ? null : parsed.error.issues[0].message);
    if (parsed.success) void find(parsed.data);
  };

  return (
    <Stack gap="md">
      <form onSubmit={onSearch} noValidate>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="Número de guía"
            description="La guía del envío pagado que la paquetería pesó o midió de más."
            autoComplete="off"
            data-autofocus
            style={{ flex: 1 }}
            value={guide}
            error={invalid}
            onChange={(event) => setGuide(event.currentTarget.value)}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconSearch size={16} />}
            loading={found.isFetching}
          >
            Buscar
          </Button>
        </Group>
      </form>
      {found.error && !found.isFetching && (
        <Alert color="red" role="alert">
          {errorMessage(found.error)}
        </Alert>
      )}
      {shipment && refused && (
        <Alert color="yellow" role="alert">
          {refused}
        </Alert>
      )}
      {shipment && !refused && (
        <>
          <Text size="sm" c="dimmed" data-testid="found-shipment">
            Cliente: {shipment.user.first_names} {shipment.user.last_names} ({shipment.user.email}) · de{' '}
            {shipment.origin_direction.city} a {shipment.destination_direction.city}
          </Text>
          {(shipment.overweight ?? 0) > 0 && (
            <Alert color="blue" variant="light">
              Esta guía ya tiene un sobrepeso pendiente de pago: lo que registres ahora lo reemplaza.
            </Alert>
          )}
          <RegisterOverweightForm
            key={shipment._id}
            target={{
              id: shipment._id,
              guide: shipment.number_guide,
              carrier: shipment.selected_service.carrier,
              service: shipment.selected_service.carrier_service_name,
              declared: shipment.parcels,
              measured: shipment.overweight_measured,
              cost: shipment.cost_overweight ?? null,
            }}
            submitLabel="Registrar sobrepeso"
            onCancel={onClose}
            onSaved={onClose}
          />
        </>
      )}
    </Stack>
  );
}
