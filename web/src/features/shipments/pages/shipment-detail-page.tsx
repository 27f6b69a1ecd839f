import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ShipmentDto } from '@envios/contracts';
import {
  canSee,
  formatMXN,
  isAllowed,
  Paths,
  pesosToCentavos,
  shipmentStatus,
  volumetricWeightKg,
} from '@envios/domain';
import { errorMessage } from '@/shared/api/api-error';
import { useCancelGuideMutation, useLabelLinkMutation, useShipmentQuery } from '@/shared/api/shipments-api';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useTrackGuideQuery } from '@/shared/api/tracking-api';
import { useSession } from '@/shared/lib/session';
import { useLiveShipments } from '@/shared/lib/use-live-shipments';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { ShipmentStatusBadge } from '@/shared/ui/shipment-status-badge';
import { TrackingEvents, TrackingSummary } from '@/shared/ui/tracking-result-modal';
import { ShipmentOverweightCard } from '../components/shipment-overweight-card';
import { openLabel } from '../lib/label-download';
import { awaitingRefund, labelAvailable, paymentState } from '../lib/shipment-view';

function DirectionCard({ title, d }: { title: string; d: ShipmentDto['origin_direction'] }) {
  return (
    <Card withBorder padding="md" data-testid={`card-${title.toLowerCase()}`}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Text fw={600}>{d.full_name}</Text>
      <Text size="sm">{d.email}</Text>
      <Text size="sm">{d.phone}</Text>
      <Text size="sm">
        {d.address} {d.number}
        {d.intNumber ? `, Int. ${d.intNumber}` : ''}
      </Text>
      <Text size="sm">
        {d.colony}, C.P. {d.postal_code}
      </Text>
      <Text size="sm">
        {d.city}
        {d.state ? `, ${d.state}` : ''}
      </Text>
    </Card>
  );
}

/** What the service card says of the label. */
function guideNote(s: ShipmentDto): string {
  if (s.guide_state === 'cancelled')
    return s.refunded
      ? 'Guía cancelada: su importe se reembolsó al monedero'
      : 'Guía cancelada: el reembolso al monedero está en proceso';
  if (s.guide_state === 'failed')
    return s.refunded
      ? 'No se pudo generar la guía: su importe se reembolsó al monedero'
      : 'No se pudo generar la guía';
  return s.guide ? 'Guía lista para descargar' : 'Aún no se ha generado la guía';
}

/** A refund on its way is read again this often until the page says 'Reembolsada'. */
const REFUND_POLL_MS = 3_000;

const money = (pesos: number | undefined) => (pesos === undefined ? '—' : formatMXN(pesosToCentavos(pesos)));

/** 'Detalles de Envío' (section 2): destination, origin, content, service and guide, each package, total. */
export function ShipmentDetailPage() {
  const { id = '' } = useParams();
  const { role } = useSession();
  const [pollMs, setPollMs] = useState(0);
  const shipment = useShipmentQuery(id, { pollingInterval: pollMs });
  // No event says a refund arrived: while one is on its way, the shipment is read again.
  const wantedPollMs = shipment.data && awaitingRefund(shipment.data) ? REFUND_POLL_MS : 0;
  if (wantedPollMs !== pollMs) setPollMs(wantedPollMs);
  const [labelLink, link] = useLabelLinkMutation();
  const [cancelGuide, cancelling] = useCancelGuideMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  // Its tracking changes refresh the page while it is open.
  useLiveShipments();
  const doCancel = (shipmentId: string) =>
    void cancelGuide(shipmentId)
      .unwrap()
      .then(() => {
        setConfirmCancel(false);
        notifySuccess('Guía cancelada', 'El importe se reembolsará a tu monedero en unos segundos.');
      })
      .catch((e: unknown) => {
        setConfirmCancel(false);
        notifyFailure('Error', e);
      });
  const back = (
    <Anchor component={Link} to={Paths.shipments} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Volver a órdenes
      </Group>
    </Anchor>
  );
  if (shipment.isLoading)
    return (
      <>
        {back}
        <PageHeader title="Detalles de Envío" />
        <Group py="xl" justify="center">
          <Loader size="sm" />
          <Text>Cargando Envío...</Text>
        </Group>
      </>
    );
  if (!shipment.data || !role)
    return (
      <>
        {back}
        <PageHeader title="Detalles de Envío" />
        <EmptyState
          title="El envío no existe."
          description={shipment.error ? errorMessage(shipment.error) : undefined}
        />
      </>
    );
  const s = shipment.data;
  const showAmounts = canSee(role, 'shipments.totalColumn');
  const payment = paymentState(s);
  return (
    <>
      {back}
      <PageHeader title="Detalles de Envío" description={`Envío ${s._id}`} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DirectionCard title="Destino" d={s.destination_direction} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <DirectionCard title="Origen" d={s.origin_direction} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="md" h="100%">
            <Title order={3} size="h5" mb="xs">
              Contenido
            </Title>
            <Text>{s.description_of_the_content}</Text>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="md" data-testid="card-service">
            <Group justify="space-between" mb="xs">
              <Group gap="sm">
                <Image
                  src={s.selected_service.carrier_logo_url_svg}
                  alt={s.selected_service.carrier}
                  h={28}
                  w="auto"
                />
                <Text fw={600}>{s.selected_service.carrier_service_name}</Text>
              </Group>
              {showAmounts && <Text fw={600}>{money(s.selected_service.total_amount)}</Text>}
            </Group>
            <ShipmentStatusBadge status={shipmentStatus(s)} size="lg" mb="xs" />
            <Text size="sm" c="dimmed" mb="sm">
              {s.number_guide ? `Guía ${s.number_guide} · ` : ''}
              {guideNote(s)}
            </Text>
            <Group gap="sm">
              <Button
                leftSection={<IconFileDownload size={16} />}
                disabled={!labelAvailable(s)}
                loading={link.isLoading}
                onClick={() => void openLabel(() => labelLink(s._id).unwrap())}
              >
                {labelAvailable(s) ? 'Descargar guía' : 'Guía no disponible'}
              </Button>
              {/* The server says whether it can be: paid, labelled, not moving yet, within 7 days. */}
              {s.cancellable && isAllowed(role, 'shipments.create') && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={cancelling.isLoading}
                  onClick={() => setConfirmCancel(true)}
                >
                  Cancelar guía
                </Button>
              )}
            </Group>
            <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title="Cancelar guía">
              <Text size="sm">
                La guía {s.number_guide} quedará anulada y su importe se reembolsará a tu monedero. Esta
                acción no se puede deshacer.
              </Text>
              <Group justify="flex-end" mt="md">
                <Button variant="default" onClick={() => setConfirmCancel(false)}>
                  Conservar guía
                </Button>
                <Button color="red" loading={cancelling.isLoading} onClick={() => doCancel(s._id)}>
                  Cancelar guía
                </Button>
              </Group>
            </Modal>
          </Card>
        </Grid.Col>
      </Grid>
      <ShipmentOverweightCard shipment={s} />
      {s.number_guide && <TrackingCard guide={s.number_guide} />}
      <Title order={2} size="h4" mt="lg" mb="sm">
        Paquetes
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {s.parcels.map((p, i) => (
          <Card key={i} withBorder padding="md" data-testid="card-parcel">
            <Text fw={600} mb={4}>
              Paquete {i + 1}
            </Text>
            <Stack gap={2}>
              <Text size="sm">
                Valor declarado: {formatMXN(pesosToCentavos(s.insurance_information.package_value))}
              </Text>
              <Text size="sm">
                Dimensiones: {p.height} x {p.width} x {p.depth} cm
              </Text>
              <Text size="sm">Peso: {p.weight} kg</Text>
              <Text size="sm">Peso volumétrico: {volumetricWeightKg(p)} kg</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="lg" gap="sm">
        {showAmounts && (
          <Text fw={700} size="lg" data-testid="shipment-total">
            {s.refunded ? 'Total reembolsado' : 'Total'}: {money(s.selected_service.total_amount)}
          </Text>
        )}
        <Badge color={payment.color} size="lg" data-testid="payment-state">
          {payment.label}
        </Badge>
      </Group>
    </>
  );
}

/** 'Rastreo': the guide's status and events as its carrier last reported them (kept live). */
function TrackingCard({ guide }: { guide: string }) {
  const tracking = useTrackGuideQuery(guide);
  return (
    <Card withBorder padding="md" mt="md" data-testid="card-tracking">
      <Title order={2} size="h5" mb="xs">
        Rastreo
      </Title>
      {tracking.data ? (
        <Stack gap="md">
          <TrackingSummary data={tracking.data} />
          <TrackingEvents events={tracking.data.shipment_event} />
        </Stack>
      ) : tracking.isLoading ? (
        <Loader size="sm" aria-label="Consultando rastreo" />
      ) : (
        <Text size="sm" c="dimmed">
          El rastreo de esta guía aún no está disponible.
        </Text>
      )}
    </Card>
  );
}
