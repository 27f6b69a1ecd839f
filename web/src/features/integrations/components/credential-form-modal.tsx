import {
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { CredentialDto } from '@envios/contracts';
import {
  CARRIER_CONFIG_MODES,
  CARRIER_CONFIG_NAMES,
  isCarrierConfigMode,
  isCarrierConfigName,
} from '@envios/domain';
import { fieldErrors } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useCreateCredentialMutation, useUpdateCredentialMutation } from '../api/credentials-api';
import {
  CredentialFormSchema,
  credentialFieldOf,
  credentialFormValues,
  isSecretKey,
  keyField,
  keyLabel,
  keysOf,
  MODE_LABELS,
} from '../lib/credential-form';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';

interface CredentialFormModalProps {
  opened: boolean;
  /** The configuration to edit; a new one when absent. */
  credential: CredentialDto | null;
  /** Names that already have a configuration: a new one cannot reuse them. */
  takenNames: string[];
  onClose: () => void;
}

const MODE_OPTIONS = CARRIER_CONFIG_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }));

/** 'Nueva Configuración' / 'Editar Configuración': carrier, mode, active and the keys of that mode. */
export function CredentialFormModal({ opened, credential, takenNames, onClose }: CredentialFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={credential ? 'Editar Configuración' : 'Nueva Configuración'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <CredentialForm
        key={credential?.name ?? 'new'}
        credential={credential}
        takenNames={takenNames}
        onClose={onClose}
      />
    </Modal>
  );
}

function CredentialForm({ credential, takenNames, onClose }: Omit<CredentialFormModalProps, 'opened'>) {
  const form = useZodForm(
    CredentialFormSchema,
    credential
      ? credentialFormValues(
          isCarrierConfigName(credential.name) ? credential.name : '',
          credential.mode,
          credential.active,
          credential,
        )
      : credentialFormValues('', 'test', true),
    { fieldOf: credentialFieldOf },
  );
  const [createCredential, creating] = useCreateCredentialMutation();
  const [updateCredential, updating] = useUpdateCredentialMutation();
  const name = String(form.values.name);

  // A mode's keys are stored apart: switching shows what that mode holds (masked), or empty inputs.
  const changeMode = (mode: string | null) => {
    if (!isCarrierConfigMode(mode)) return;
    form.setFieldValue('mode', mode);
    const stored = credentialFormValues(
      isCarrierConfigName(name) ? name : '',
      mode,
      false,
      credential ?? undefined,
    );
    for (const key of keysOf(name)) form.setFieldValue(keyField(key), stored[keyField(key)]);
  };

  const submit = form.onSubmit(async (body) => {
    const result = credential ? await updateCredential(body) : await createCredential(body);
    if ('error' in result) {
      const errors = fieldErrors(result.error);
      form.setErrors(errors);
      notifyFailure('No se pudo guardar la configuración', result.error);
      return;
    }
    notifySuccess('Configuración guardada', `La configuración de ${result.data.name} se guardó.`);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Paquetería"
            placeholder="Selecciona una paquetería"
            data={CARRIER_CONFIG_NAMES.filter((option) => credential || !takenNames.includes(option))}
            required
            disabled={!!credential}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('name')}
          />
          <Select
            label="Modo"
            data={MODE_OPTIONS}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('mode')}
            onChange={changeMode}
          />
        </SimpleGrid>
        <Checkbox label="Activo" {...form.getInputProps('active', { type: 'checkbox' })} />
        {keysOf(name).map((key) => {
          const Input = isSecretKey(key) ? PasswordInput : TextInput;
          return (
            <Input
              key={key}
              label={keyLabel(key)}
              required
              maxLength={500}
              autoComplete="off"
              description={
                credential && isSecretKey(key)
                  ? 'Deja el valor enmascarado para conservar el guardado.'
                  : undefined
              }
              {...form.getInputProps(keyField(key))}
            />
          );
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
