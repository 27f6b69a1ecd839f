import { Alert, Anchor, Badge, Button, Card, Group, Modal, SimpleGrid, Text, Title } from '@mantine/core';
import type { ShipmentDto } from '@envios/contracts';
import { canSee, isAllowed, Paths, totalBilledWeightKg } from '@envios/domain';
import { IconLock, IconLockOpen, IconScale } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPesos } from '@/shared/lib/format-pesos';
import { useSession } from '@/shared/lib/session';
import { canPayOverweight, PayOverweightButton } from '@/shared/ui/pay-overweight-button';
import { RegisterOverweightForm } from '@/shared/ui/register-overweight-form';

const kg = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 3 })} kg`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * The shipment's overweight on its detail: what the carrier found, whether the shipment is held
 * until the charge is paid or released, 'Pagar sobrepeso' for who pays it (the Operativo without
 * seeing the amount), and for staff the form to register or correct it with the carrier's measures.
 * Nothing for a shipment without overweight, except to staff once it is paid.
 */
export function ShipmentOverweightCard({ shipment: s }: { shipment: ShipmentDto }) {
  const { role, userId } = useSession();
  const [registering, setRegistering] = useState(false);
  const overweight = s.overweight ?? 0;
  const staff = isAllowed(role, 'overweight.register');
  const editable = staff && s.status && !s.overweight_paid && s.guide_state !== 'cancelled';
  if (!overweight && !editable) return null;
  const amount = canSee(role, 'amounts') ? (s.cost_overweight ?? undefined) : undefined;
  const payable = s.overweight_hold === 'held' && canPayOverweight(role, userId, s.user._id);
  const title = overweight ? 'Editar sobrepeso' : 'Registrar sobrepeso';

  return (
    <Card withBorder padding="md" mt="md" data-testid="card-overweight">
      <Group justify="space-between" align="center" mb="xs" gap="xs">
        <Title order={2} size="h5">
          Sobrepeso
        </Title>
        {overweight > 0 && (
          <Badge variant="light" color={s.overweight_paid ? 'teal' : 'yellow'} tt="none">
            {s.overweight_paid ? 'Pagado' : 'Pendiente de pago'}
          </Badge>
        )}
      </Group>
      {overweight > 0 ? (
        <>
          {s.overweight_hold === 'held' && (
            <Alert color="yellow" icon={<IconLock size={18} />} mb="sm" data-testid="overweight-hold">
              Envío retenido: se libera en cuanto se pague el sobrepeso.
            </Alert>
          )}
          {s.overweight_hold === 'released' && (
            <Alert color="teal" icon={<IconLockOpen size={18} />} mb="sm" data-testid="overweight-hold">
              Envío liberado: el sobrepeso está pagado.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label="Sobrepeso">{kg(overweight)}</Fact>
            <Fact label="Peso facturable declarado">{kg(totalBilledWeightKg(s.parcels))}</Fact>
            {s.overweight_measured && (
              <Fact label="Peso facturable medido">{kg(totalBilledWeightKg(s.overweight_measured))}</Fact>
            )}
            {amount !== undefined && (
              <Fact label="Cargo">
                <span data-testid="overweight-charge">{formatPesos(amount)}</span>
              </Fact>
            )}
          </SimpleGrid>
          {/* Issue 30: the dispute is opened from 'Sobre Pesos', the charge already searched. */}
          {(s.cost_overweight ?? 0) > 0 && isAllowed(role, 'overweight.dispute') && (
            <Text size="sm" mt="sm">
              ¿No estás de acuerdo con el sobrepeso?{' '}
              <Anchor
                component={Link}
                to={`${Paths.overweight}?buscar=${encodeURIComponent(s.number_guide ?? '')}`}
                data-testid="overweight-dispute-link"
              >
                Disputarlo con fotos del paquete
              </Anchor>
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Sin sobrepeso registrado. Si la paquetería pesó o midió más de lo declarado, regístralo con sus
          medidas: el cargo se calcula con su tarifa.
        </Text>
      )}
      {(payable || editable) && (
        <Group gap="sm" mt="md">
          {payable && <PayOverweightButton shipmentId={s._id} guide={s.number_guide} amount={amount} />}
          {editable && (
            <Button
              variant={overweight ? 'default' : 'filled'}
              leftSection={<IconScale size={16} />}
              onClick={() => setRegistering(true)}
            >
              {title}
            </Button>
          )}
        </Group>
      )}
      <Modal opened={registering} onClose={() => setRegistering(false)} title={title} size="xl" centered>
        <RegisterOverweightForm
          target={{
            id: s._id,
            guide: s.number_guide,
            carrier: s.selected_service.carrier,
            service: s.selected_service.carrier_service_name,
            declared: s.parcels,
            measured: s.overweight_measured,
            cost: s.cost_overweight ?? null,
          }}
          submitLabel={overweight ? 'Guardar cambios' : 'Registrar sobrepeso'}
          onCancel={() => setRegistering(false)}
          onSaved={() => setRegistering(false)}
        />
      </Modal>
    </Card>
  );
}
