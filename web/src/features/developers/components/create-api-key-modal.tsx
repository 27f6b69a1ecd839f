import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { API_KEY_SCOPES, type CreatedApiKey } from '@envios/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldErrors } from '@/shared/api/api-error';
import { notifyFailure } from '@/shared/lib/notify';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useCreateApiKeyMutation } from '../api/api-keys-api';
import {
  ApiKeyFormSchema,
  apiKeyFormValues,
  joinScopes,
  MODE_HELP,
  SCOPE_LABELS,
  splitScopes,
} from '../lib/api-key-form';
import { ScopeBadges } from './api-key-parts';
import { SecretField } from './secret-field';

interface CreateApiKeyModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Nueva clave de API': name and permissions; then the key itself, shown this once. The page mounts
 * a new one for each opening, so a key shown before is never there again.
 */
export function CreateApiKeyModal({ opened, onClose }: CreateApiKeyModalProps) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={created ? 'Clave creada' : 'Nueva clave de API'}
      size="lg"
      centered
      // A click beside the dialog must not lose a key that cannot be shown again.
      closeOnClickOutside={!created}
    >
      {created ? (
        <CreatedKey apiKey={created} onClose={onClose} />
      ) : (
        <ApiKeyForm onCreated={setCreated} onClose={onClose} />
      )}
    </Modal>
  );
}

function ApiKeyForm({
  onCreated,
  onClose,
}: {
  onCreated: (key: CreatedApiKey) => void;
  onClose: () => void;
}) {
  const form = useZodForm(ApiKeyFormSchema, apiKeyFormValues());
  const [createApiKey, { isLoading }] = useCreateApiKeyMutation();

  const submit = form.onSubmit(async (body) => {
    const result = await createApiKey(body);
    if ('error' in result) {
      form.setErrors(fieldErrors(result.error));
      notifyFailure('No se pudo crear la clave', result.error);
      return;
    }
    onCreated(result.data);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          description="Para reconocerla: el sistema o la tienda que la usa."
          placeholder="ERP bodega"
          required
          maxLength={60}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label="Permisos"
          description="Lo que la clave puede hacer en la API."
          required
          value={splitScopes(form.values.scopes)}
          onChange={(scopes) => form.setFieldValue('scopes', joinScopes(scopes))}
          error={form.errorOf('scopes')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Radio.Group
          label="Modo"
          required
          value={form.values.mode}
          onChange={(mode) => form.setFieldValue('mode', mode)}
          error={form.errorOf('mode')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="live" label="Producción (live)" description={MODE_HELP.live} />
            <Radio value="test" label="Prueba (test)" description={MODE_HELP.test} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Crear clave
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedKey({ apiKey, onClose }: { apiKey: CreatedApiKey; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<IconAlertTriangle />} title="Guárdala ahora: no volverás a verla.">
        Guárdala en la configuración de tu servidor (por ejemplo, en una variable de entorno). Si la pierdes,
        revócala y crea otra.
      </Alert>
      <SecretField label="Clave de API" value={apiKey.key} copiedLabel="Copiada" />
      <Stack gap={4}>
        <Text size="sm">
          <strong>{apiKey.name}</strong>, con estos permisos:
        </Text>
        <ScopeBadges scopes={apiKey.scopes} />
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onClose}>Listo</Button>
      </Group>
    </Stack>
  );
}
