import { Alert, Button, Center, Group, Loader, Modal, PasswordInput, Select, Stack } from '@mantine/core';
import { CreateUserSchema, type Tariff } from '@envios/contracts';
import { errorMessage, fieldErrors } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useCreateUserMutation, useListTariffsQuery } from '../api/users-api';
import { tariffOptions } from '../lib/user-forms';
import { UserProfileFields } from './user-profile-fields';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';

/** 'Nuevo usuario': an approved account with role user and a tariff (section 5, "Create user"). */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Nuevo usuario"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <TariffsThen onClose={onClose} />
    </Modal>
  );
}

function TariffsThen({ onClose }: { onClose: () => void }) {
  const { data: tariffs, error } = useListTariffsQuery();
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (!tariffs) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando tarifas" />
      </Center>
    );
  }
  return <CreateUserForm tariffs={tariffs} onClose={onClose} />;
}

function CreateUserForm({ tariffs, onClose }: { tariffs: Tariff[]; onClose: () => void }) {
  // A client only gets its own tariff: it is the one choice, so it comes chosen.
  const form = useZodForm(CreateUserSchema, {
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    password: '',
    tipoUsuario: tariffs.length === 1 ? tariffs[0]._id : '',
  });
  const [createUser, { isLoading }] = useCreateUserMutation();

  const submit = form.onSubmit(async (user) => {
    const result = await createUser(user);
    if ('error' in result) {
      form.setErrors(fieldErrors(result.error));
      notifyFailure('No se pudo crear el usuario', result.error);
      return;
    }
    notifySuccess(
      'Usuario creado',
      `${result.data.firstName} ${result.data.lastName} ya puede iniciar sesión.`,
    );
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <UserProfileFields inputProps={(field) => form.getInputProps(field)} />
        <PasswordInput
          label="Contraseña"
          autoComplete="new-password"
          description="Entre 4 y 12 caracteres"
          required
          {...form.getInputProps('password')}
        />
        <Select
          label="Tipo de Usuario / Tarifa"
          placeholder="Selecciona una tarifa"
          data={tariffOptions(tariffs)}
          required
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('tipoUsuario')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Crear usuario
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
