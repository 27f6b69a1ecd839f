import { Badge, Button, Group, Text } from '@mantine/core';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@envios/contracts';
import { DELIVERY_STATES, endpointState, EVENT_LABELS, orderedEvents } from '../lib/webhooks';
import { TestBadge, WHOLE } from './api-key-parts';

/** Badges in the text's own letters: the labels are read as written. */
const BADGE_PROPS = { variant: 'light', tt: 'none' } as const;

export function EventBadges({ events }: { events: readonly WebhookEventType[] }) {
  return (
    <Group gap={4}>
      {orderedEvents(events).map((type) => (
        <Badge key={type} color="brand" {...BADGE_PROPS} data-testid="webhook-event">
          {EVENT_LABELS[type]}
        </Badge>
      ))}
    </Group>
  );
}

/** 'Activo', 'Fallando desde …' (orange) or 'Desactivado' (red). */
export function EndpointStateBadge({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'failing_since'>;
}) {
  const { label, color } = endpointState(endpoint);
  return (
    <Badge color={color} c={`${color}.9`} {...BADGE_PROPS} data-testid="webhook-state" style={WHOLE}>
      {label}
    </Badge>
  );
}

export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const { label, color } = DELIVERY_STATES[status];
  return (
    <Badge color={color} c={`${color}.9`} {...BADGE_PROPS} data-testid="webhook-delivery-status">
      {label}
    </Badge>
  );
}

/** The URL deliveries go to, broken anywhere rather than widening the row; a test endpoint says so. */
export function EndpointUrl({ url, mode }: { url: string; mode: 'live' | 'test' }) {
  return (
    <>
      <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </Text>
      {mode === 'test' && (
        <>
          {' '}
          <TestBadge />
        </>
      )}
    </>
  );
}

export interface WebhookActions {
  /** 'Entregas': every role that sees the endpoint reads its log. */
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  /** 'Rotar secreto' and 'Eliminar', for the roles that manage webhooks; absent for the admin. */
  onRotate?: (endpoint: WebhookEndpoint) => void;
  onDelete?: (endpoint: WebhookEndpoint) => void;
}

/** An endpoint's buttons; a disabled one is not rotated (it sends nothing more: a new one is made). */
export function WebhookActionButtons({
  endpoint,
  onDeliveries,
  onRotate,
  onDelete,
}: WebhookActions & { endpoint: WebhookEndpoint }) {
  return (
    <Group gap={6}>
      <Button
        size="xs"
        variant="light"
        aria-label={`Entregas de ${endpoint.url}`}
        onClick={() => onDeliveries(endpoint)}
      >
        Entregas
      </Button>
      {onRotate && endpoint.enabled && (
        <Button
          size="xs"
          variant="default"
          aria-label={`Rotar secreto de ${endpoint.url}`}
          onClick={() => onRotate(endpoint)}
        >
          Rotar secreto
        </Button>
      )}
      {onDelete && (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={`Eliminar ${endpoint.url}`}
          onClick={() => onDelete(endpoint)}
        >
          Eliminar
        </Button>
      )}
    </Group>
  );
}
