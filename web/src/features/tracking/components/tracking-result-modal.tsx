import { Alert, Center, Loader, Modal, Stack, Text, Timeline, Title } from '@mantine/core';
import { Messages } from '@envios/contracts';
import { IconAlertCircle, IconPackage } from '@tabler/icons-react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { groupEventsByDay } from '../lib/group-events';
import { useTrackGuideQuery, type TrackingResult } from '../api/tracking-api';

interface TrackingResultBodyProps {
  guide: string;
  loading: boolean;
  data?: TrackingResult;
  error?: FetchBaseQueryError | SerializedError;
}

const isNotFound = (data?: TrackingResult, error?: FetchBaseQueryError | SerializedError) =>
  (error && 'status' in error && error.status === 404) || Number(data?.status) === 404;

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
  if (isNotFound(data, error)) {
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
  const days = groupEventsByDay(data.shipment_event ?? []);
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
