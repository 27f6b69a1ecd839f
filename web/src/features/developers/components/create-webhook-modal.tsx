import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { WEBHOOK_EVENT_TYPES } from '@envios/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { notifyFailure } from '@/shared/lib/notify';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useCreateWebhookEndpointMutation, type CreatedWebhookEndpoint } from '../api/webhooks-api';
import {
  joinEvents,
  splitEvents,
  webhookFieldErrors,
  WebhookFormSchema,
  webhookFormValues,
} from '../lib/webhook-form';
import { EVENT_LABELS } from '../lib/webhooks';
import { SecretField } from './secret-field';
import { EndpointUrl, EventBadges } from './webhook-parts';

interface CreateWebhookModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Nuevo webhook': the URL and the event types; then the signing secret, shown this once. The page
 * mounts a new one for each opening, so a secret shown before is never there again.
 */
export function CreateWebhookModal({ opened, onClose }: CreateWebhookModalProps) {
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={created ? 'Webhook creado' : 'Nuevo webhook'}
      size="lg"
      centered
      // A click beside the dialog must not lose a secret that cannot be shown again.
      closeOnClickOutside={!created}
    >
      {created ? (
        <CreatedWebhook endpoint={created} onClose={onClose} />
      ) : (
        <WebhookForm onCreated={setCreated} onClose={onClose} />
      )}
    </Modal>
  );
}

function WebhookForm({
  onCreated,
  onClose,
}: {
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
  onClose: () => void;
}) {
  const form = useZodForm(WebhookFormSchema, webhookFormValues());
  const [createWebhook, { isLoading }] = useCreateWebhookEndpointMutation();
  const urlInput = useRef<HTMLInputElement>(null);

  const submit = form.onSubmit(async (body) => {
    const result = await createWebhook(body);
    if ('error' in result) {
      const errors = webhookFieldErrors(result.error);
      form.setErrors(errors);
      // Refused for its URL (not https, a private address, an unknown domain): back to fix it.
      if (errors.url) urlInput.current?.focus();
      notifyFailure('No se pudo crear el webhook', result.error);
      return;
    }
    onCreated(result.data);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="URL (https)"
          description="La dirección de tu servidor que recibirá un POST con cada evento."
          placeholder="https://mi-tienda.mx/webhooks/envios"
          type="url"
          inputMode="url"
          required
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          ref={urlInput}
          {...form.getInputProps('url')}
        />
        <Checkbox.Group
          label="Eventos"
          description="Los que se enviarán a esta URL."
          required
          value={splitEvents(form.values.events)}
          onChange={(events) => form.setFieldValue('events', joinEvents(events))}
          error={form.errorOf('events')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={EVENT_LABELS[type]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Crear webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedWebhook({ endpoint, onClose }: { endpoint: CreatedWebhookEndpoint; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle />} title="Guárdalo ahora: no volverás a verlo.">
        Con este secreto tu servidor comprueba que cada entrega viene de nosotros (encabezado{' '}
        <Text span ff="monospace" size="sm">
          Envios-Signature
        </Text>
        ). Si lo pierdes, rota el secreto para obtener otro.
      </Alert>
      <SecretField label="Secreto de firma" value={endpoint.secret} copiedLabel="Copiado" />
      <Stack gap={4}>
        <Text size="sm">
          Enviaremos a <EndpointUrl url={endpoint.url} mode={endpoint.mode} /> estos eventos:
        </Text>
        <EventBadges events={endpoint.events} />
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onClose}>Listo</Button>
      </Group>
    </Stack>
  );
}
