import { Alert, Button, Card, Center, Code, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { WebhookDelivery, WebhookEndpoint } from '@envios/contracts';
import { formatDateTime } from '@envios/domain';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { EmptyState } from '@/shared/ui/empty-state';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { useListWebhookDeliveriesInfiniteQuery, useReplayWebhookDeliveryMutation } from '../api/webhooks-api';
import { deliveryResponse, EVENT_LABELS } from '../lib/webhooks';
import { DeliveryStatusBadge, EndpointUrl } from './webhook-parts';

/** While a delivery is pending or retrying, the open log asks again this often. */
const POLL_MS = 5_000;

interface DeliveriesModalProps {
  opened: boolean;
  /** The endpoint last opened (kept while the dialog closes). */
  endpoint: WebhookEndpoint | null;
  /** 'Reenviar', for the roles that manage webhooks; a disabled endpoint sends nothing more. */
  canReplay: boolean;
  onClose: () => void;
}

/** 'Registro de entregas' of one endpoint: newest first, 20 at a time, each with its details. */
export function DeliveriesModal({ opened, endpoint, canReplay, onClose }: DeliveriesModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Registro de entregas"
      size="64rem"
      centered
      fullScreen={phone}
    >
      {endpoint && (
        <DeliveryLog endpoint={endpoint} canReplay={canReplay && endpoint.enabled} phone={!!phone} />
      )}
    </Modal>
  );
}

interface DeliveryRowProps {
  delivery: WebhookDelivery;
  /** Absent when the delivery cannot be sent again here. */
  onReplay?: (delivery: WebhookDelivery) => void;
  replaying: boolean;
}

function DeliveryLog({
  endpoint,
  canReplay,
  phone,
}: {
  endpoint: WebhookEndpoint;
  canReplay: boolean;
  phone: boolean;
}) {
  const [inFlight, setInFlight] = useState(false);
  const { data, error, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useListWebhookDeliveriesInfiniteQuery(endpoint.id, {
      // Opened again later, the log is read anew rather than shown as it was cached.
      refetchOnMountOrArgChange: true,
      pollingInterval: inFlight ? POLL_MS : 0,
      skipPollingIfUnfocused: true,
    });
  const deliveries = useMemo(() => data?.pages.flatMap((page) => page.data), [data]);
  useEffect(
    () => setInFlight(!!deliveries?.some((d) => d.status === 'pending' || d.status === 'retrying')),
    [deliveries],
  );

  // 'Actualizar' spins for the reader's own refresh, not for each poll.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await refetch();
    setRefreshing(false);
  };

  const [replayDelivery] = useReplayWebhookDeliveryMutation();
  const [replaying, setReplaying] = useState<string | null>(null);
  const replay = async (delivery: WebhookDelivery) => {
    setReplaying(delivery.id);
    const result = await replayDelivery({ deliveryId: delivery.id, endpointId: endpoint.id });
    setReplaying(null);
    if ('error' in result) return notifyFailure('No se pudo reenviar el evento', result.error);
    notifySuccess('Evento reenviado', 'Reenviamos el evento.');
  };

  const rowProps = (delivery: WebhookDelivery): DeliveryRowProps => ({
    delivery,
    onReplay: canReplay ? replay : undefined,
    replaying: replaying === delivery.id,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ minWidth: 0 }}>
          Lo que se envió a <EndpointUrl url={endpoint.url} mode={endpoint.mode} />, de lo más reciente a lo
          más antiguo.
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={refreshing}
          onClick={() => void refresh()}
        >
          Actualizar
        </Button>
      </Group>
      {error && !deliveries ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(error)}
        </Alert>
      ) : !deliveries ? (
        <Center py="xl">
          <Loader aria-label="Cargando entregas" />
        </Center>
      ) : deliveries.length === 0 ? (
        <EmptyState
          title="Aún no hay entregas."
          description="Aparecerán aquí en cuanto ocurra alguno de los eventos de este webhook."
        />
      ) : phone ? (
        <Stack gap="sm" data-testid="webhook-delivery-cards">
          {deliveries.map((delivery) => (
            <DeliveryCard key={delivery.id} {...rowProps(delivery)} />
          ))}
        </Stack>
      ) : (
        <ScrollRegion label="Tabla de entregas" minWidth={700}>
          <Table verticalSpacing="xs" fz="sm" aria-label="Entregas" data-testid="webhook-deliveries-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Evento</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Intentos</Table.Th>
                <Table.Th>Respuesta</Table.Th>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <DeliveryTableRows key={delivery.id} {...rowProps(delivery)} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Cargar más
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** How a delivery is named to a screen reader: its event and its date. */
const deliveryName = (delivery: WebhookDelivery) =>
  `${EVENT_LABELS[delivery.event_type]}, ${formatDateTime(delivery.created_at)}`;

const detailsId = (delivery: WebhookDelivery) => `webhook-delivery-${delivery.id.replace(/\W/g, '-')}`;

function DeliveryButtons({
  delivery,
  onReplay,
  replaying,
  expanded,
  onToggle,
}: DeliveryRowProps & { expanded: boolean; onToggle: () => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        variant="subtle"
        aria-label={`Detalles de ${deliveryName(delivery)}`}
        aria-expanded={expanded}
        // Only when shown: the details are not in the page while closed.
        aria-controls={expanded ? detailsId(delivery) : undefined}
        onClick={onToggle}
      >
        Detalles
      </Button>
      {onReplay && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} />}
          aria-label={`Reenviar ${deliveryName(delivery)}`}
          loading={replaying}
          onClick={() => onReplay(delivery)}
        >
          Reenviar
        </Button>
      )}
    </Group>
  );
}

/** What the endpoint answered and why a delivery failed. */
function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <Stack gap={6} id={detailsId(delivery)} data-testid="webhook-delivery-details">
      <Text size="sm">
        Evento: <Code>{delivery.event_id}</Code>
        {delivery.replay_of && (
          <>
            {' '}
            (reenvío de la entrega <Code>{delivery.replay_of}</Code>)
          </>
        )}
      </Text>
      {delivery.last_attempt_at && (
        <Text size="sm">Último intento: {formatDateTime(delivery.last_attempt_at)}</Text>
      )}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Error: {delivery.error ?? 'ninguno'}
      </Text>
      <Text size="sm">Respuesta del servidor (primeros 500 caracteres):</Text>
      {delivery.response_body ? (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {delivery.response_body}
        </Code>
      ) : (
        <Text size="sm" c="dimmed">
          Sin contenido.
        </Text>
      )}
    </Stack>
  );
}

function DeliveryTableRows(props: DeliveryRowProps) {
  const { delivery } = props;
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <Table.Tr data-testid="webhook-delivery-row">
        <Table.Td fw={600}>{EVENT_LABELS[delivery.event_type]}</Table.Td>
        <Table.Td>
          <DeliveryStatusBadge status={delivery.status} />
        </Table.Td>
        <Table.Td>{delivery.attempts}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{deliveryResponse(delivery)}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.created_at)}</Table.Td>
        <Table.Td>
          <DeliveryButtons {...props} expanded={expanded} onToggle={() => setExpanded((open) => !open)} />
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={6} bg="gray.0">
            <DeliveryDetails delivery={delivery} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function DeliveryCard(props: DeliveryRowProps) {
  const { delivery } = props;
  const [expanded, setExpanded] = useState(false);
  return (
    <Card padding="sm" data-testid="webhook-delivery-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm">
          {EVENT_LABELS[delivery.event_type]}
        </Text>
        <DeliveryStatusBadge status={delivery.status} />
      </Group>
      <Stack gap={2} mt={6}>
        <Text size="sm">Intentos: {delivery.attempts}</Text>
        <Text size="sm">Respuesta: {deliveryResponse(delivery)}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(delivery.created_at)}
        </Text>
      </Stack>
      <Group mt="sm">
        <DeliveryButtons {...props} expanded={expanded} onToggle={() => setExpanded((open) => !open)} />
      </Group>
      {expanded && (
        <Stack mt="sm">
          <DeliveryDetails delivery={delivery} />
        </Stack>
      )}
    </Card>
  );
}
