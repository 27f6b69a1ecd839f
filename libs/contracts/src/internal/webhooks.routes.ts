import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointSchema,
  ReplayedSchema,
  ReplayRangeSchema,
  RotatedWebhookSecretSchema,
  WebhookDeliveryIdParamsSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEventListSchema,
  WebhookEventsQuerySchema,
  WebhookIdParamsSchema,
  WebhookPageQuerySchema,
} from '../api/webhooks.api';
import { defineRoute } from './route';

/** The webhooks service's internal API (the BFF's /api/v2/webhook-endpoints, deliveries and events). */
export const WebhooksRoutes = {
  createEndpoint: defineRoute({
    method: 'POST',
    path: '/internal/webhook-endpoints',
    body: CreateWebhookEndpointSchema,
    response: CreatedWebhookEndpointSchema,
  }),
  listEndpoints: defineRoute({
    method: 'GET',
    path: '/internal/webhook-endpoints',
    response: WebhookEndpointListSchema,
  }),
  deleteEndpoint: defineRoute({
    method: 'DELETE',
    path: '/internal/webhook-endpoints/:id',
    params: WebhookIdParamsSchema,
    response: WebhookEndpointSchema,
  }),
  rotateSecret: defineRoute({
    method: 'POST',
    path: '/internal/webhook-endpoints/:id/rotate-secret',
    params: WebhookIdParamsSchema,
    response: RotatedWebhookSecretSchema,
  }),
  listDeliveries: defineRoute({
    method: 'GET',
    path: '/internal/webhook-endpoints/:id/deliveries',
    params: WebhookIdParamsSchema,
    query: WebhookPageQuerySchema,
    response: WebhookDeliveryListSchema,
  }),
  replayRange: defineRoute({
    method: 'POST',
    path: '/internal/webhook-endpoints/:id/replay',
    params: WebhookIdParamsSchema,
    body: ReplayRangeSchema,
    response: ReplayedSchema,
  }),
  replayDelivery: defineRoute({
    method: 'POST',
    path: '/internal/webhook-deliveries/:id/replay',
    params: WebhookDeliveryIdParamsSchema,
    response: WebhookDeliverySchema,
  }),
  listEvents: defineRoute({
    method: 'GET',
    path: '/internal/webhook-events',
    query: WebhookEventsQuerySchema,
    response: WebhookEventListSchema,
  }),
} as const;
