import {
  Alert,
  Anchor,
  Badge,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { Messages } from '@envios/contracts';
import {
  CARRIER_LABELS,
  PORTAL_TRACKING_STATUS_LABELS,
  externalTrackingUrl,
  formatDateTime,
} from '@envios/domain';
import { IconAlertCircle, IconExternalLink, IconFileDownload, IconPackage } from '@tabler/icons-react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { groupEventsByDay } from '../lib/group-events';
import { useTrackGuideQuery, type TrackingEvent, type TrackingResult } from '../api/tracking-api';

interface TrackingResultBodyProps {
  guide: string;
  loading: boolean;
  data?: TrackingResult;
  error?: FetchBaseQueryError | SerializedError;
}

const isNotFound = (error?: FetchBaseQueryError | SerializedError) =>
  !!error && 'status' in error && error.status === 404;

/** 'Resultado del Envío' for a searched guide: asks the server (cached briefly per guide) and shows it. */
export function TrackingResult({ guide, onClose }: { guide: string; onClose: () => void }) {
  const result = useTrackGuideQuery(guide);
  return (
    <Modal opened onClose={onClose} title={Messages.tracking.resultTitle} size="lg" centered>
      <Text size="sm" c="dimmed" mb="md">
        Guía: <strong>{guide}</strong>
      </Text>
      <TrackingResultBody
        loading={result.isFetching}
        data={result.currentData}
        error={result.isError ? result.error : undefined}
        guide={guide}
      />
    </Modal>
  );
}

function TrackingResultBody({ loading, data, error, guide }: TrackingResultBodyProps) {
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label="Consultando guía" />
      </Center>
    );
  }
  if (isNotFound(error)) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle />} data-testid="tracking-not-found">
        {Messages.tracking.notFound(guide)}
      </Alert>
    );
  }
  if (error || !data) {
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {Messages.api.serviceUnavailable}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <TrackingSummary data={data} />
      <TrackingEvents events={data.shipment_event} />
    </Stack>
  );
}

/** The guide's status, its carrier, and where else to follow it (the carrier's page, the PDF). */
export function TrackingSummary({ data }: { data: TrackingResult }) {
  const external = externalTrackingUrl(data.carrier, data.number_guide);
  return (
    <Stack gap={4} data-testid="tracking-summary">
      <Group gap="xs">
        <Text fw={700}>{data.status}</Text>
        {data.portal_status && (
          <Badge variant="light" color={data.portal_status === 'delivered' ? 'green' : 'teal'}>
            {PORTAL_TRACKING_STATUS_LABELS[data.portal_status]}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {CARRIER_LABELS[data.carrier]}
        {data.delivered_at ? ` · Entregado el ${formatDateTime(data.delivered_at)}` : ''}
      </Text>
      <Group gap="md">
        {external && (
          <Anchor href={external} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4}>
              Ver en el sitio de {CARRIER_LABELS[data.carrier]} <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
        <Anchor href={`/api/public/${encodeURIComponent(data.number_guide)}.pdf`} target="_blank" size="sm">
          <Group gap={4}>
            Descargar rastreo (PDF) <IconFileDownload size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The events grouped by day, newest first (section 2: "events grouped by date"). */
export function TrackingEvents({ events }: { events: readonly TrackingEvent[] }) {
  const days = groupEventsByDay(events);
  if (days.length === 0) {
    return (
      <Text c="dimmed">
        Tu guía está registrada; aún no tiene movimientos. Vuelve a consultarla más tarde.
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-testid="tracking-events">
      {days.map((day) => (
        <div key={day.key}>
          <Title order={3} fz="sm" tt="capitalize" mb="xs">
            {day.label}
          </Title>
          <Timeline bulletSize={22} lineWidth={2}>
            {day.events.map((event, index) => (
              <Timeline.Item key={index} bullet={<IconPackage size={12} />} title={event.status}>
                {event.time && (
                  <Text size="xs" c="dimmed">
                    {event.time} h
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        </div>
      ))}
    </Stack>
  );
}
