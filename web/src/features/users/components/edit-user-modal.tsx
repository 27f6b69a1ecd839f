import { Button, Group, Modal, PasswordInput, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UserDto } from '@envios/contracts';
import { canSee, isAllowed, type Role } from '@envios/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { buildPath } from '@/config/paths';
import { fieldErrors } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { useListTariffsQuery, useUpdateUserMutation, type UserProfileUpdate } from '../api/users-api';
import { EditUserFormSchema, ROLE_OPTIONS, tariffOptions } from '../lib/user-forms';
import { UserProfileFields } from './user-profile-fields';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';

interface EditUserModalProps {
  user: UserDto | null;
  viewerRole: Role;
  onClose: () => void;
}

/** 'Editar usuario'; the role and tariff selects only for the roles that may change them. */
export function EditUserModal({ user, viewerRole, onClose }: EditUserModalProps) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Editar usuario"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {user && (
        <EditUserForm
          user={user}
          withRoleAndTariff={canSee(viewerRole, 'users.roleAndTariffSelects')}
          withTaxInformation={isAllowed(viewerRole, 'tax.manage')}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface EditUserFormProps {
  user: UserDto;
  withRoleAndTariff: boolean;
  /** A link to the user's 'Datos de facturación' (issue 29), kept out of the table's crowded row. */
  withTaxInformation: boolean;
  onClose: () => void;
}

function EditUserForm({ user, withRoleAndTariff, withTaxInformation, onClose }: EditUserFormProps) {
  const { data: tariffs } = useListTariffsQuery(withRoleAndTariff ? undefined : skipToken);
  const form = useZodForm(EditUserFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email,
    password: '',
    tipoUsuario: user.tipoUsuario?._id ?? '',
    rol: user.rol,
  });
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  const submit = form.onSubmit(async ({ firstName, lastName, phone, email, password, tipoUsuario, rol }) => {
    const body: UserProfileUpdate = { firstName, lastName, phone, email, password };
    if (withRoleAndTariff) {
      body.tipoUsuario = tipoUsuario;
      // Section 5: the role is sent only when it was changed.
      if (rol !== user.rol) body.rol = rol;
    }
    const result = await updateUser({ id: user.id, body });
    if ('error' in result) {
      form.setErrors(fieldErrors(result.error));
      notifyFailure('No se pudieron guardar los cambios', result.error);
      return;
    }
    notifySuccess('Cambios guardados', `Se actualizó a ${firstName} ${lastName}.`);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <UserProfileFields inputProps={(field) => form.getInputProps(field)} />
        <PasswordInput
          label="Contraseña"
          autoComplete="new-password"
          description="Déjala vacía para conservar la actual."
          {...form.getInputProps('password')}
        />
        {withRoleAndTariff && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label="Rol" data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('rol')} />
            <Select
              label="Tipo de Usuario / Tarifa"
              placeholder={tariffs ? 'Selecciona una tarifa' : 'Cargando tarifas…'}
              disabled={!tariffs}
              data={tariffOptions(tariffs)}
              {...form.getInputProps('tipoUsuario')}
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end" gap="sm">
          {withTaxInformation && (
            <Button
              component={Link}
              to={buildPath.taxInformationOf(user.id)}
              variant="subtle"
              leftSection={<IconReceipt size={16} />}
              mr="auto"
            >
              Datos de facturación
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
