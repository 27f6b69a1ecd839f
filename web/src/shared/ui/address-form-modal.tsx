import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Messages, SaveAddressSchema, type SavedAddressDto } from '@envios/contracts';
import { DEFAULT_COUNTRY_CODE } from '@envios/domain';
import { useState } from 'react';
import { useCreateAddressMutation, useUpdateAddressMutation } from '@/shared/api/addresses-api';
import { fieldErrors } from '@/shared/api/api-error';
import type { PostalPlace } from '@/shared/lib/postal-place';
import { useZodForm } from '@/shared/lib/use-zod-form';
import { PostalCodeSearch } from './postal-code-search';
import { notifyFailure, notifyIncomplete, notifySuccess } from '@/shared/lib/notify';

interface AddressFormModalProps {
  opened: boolean;
  title: string;
  /** The address to edit; a new one when absent. */
  address?: SavedAddressDto | null;
  onClose: () => void;
  /** After the server saved it, with the address as stored (colony, city and state from the catalogue). */
  onSaved?: (address: SavedAddressDto) => void;
}

/**
 * The saved-address modal (section 2, "Saved addresses"; also 'Crear nueva dirección de envío' in
 * the quote form). Colony, city and country come from the postal code picked and are read-only.
 */
export function AddressFormModal({ opened, title, address, onClose, onSaved }: AddressFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <AddressForm
        key={address?._id ?? 'new'}
        address={address ?? null}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Modal>
  );
}

const placeOf = (address: SavedAddressDto | null): PostalPlace | null =>
  address && {
    postal_code: address.postal_code,
    place_name: address.colony,
    city: address.city,
    state: address.state,
    state_short: address.state_short,
  };

interface AddressFormProps {
  address: SavedAddressDto | null;
  onClose: () => void;
  onSaved?: (address: SavedAddressDto) => void;
}

function AddressForm({ address, onClose, onSaved }: AddressFormProps) {
  const [place, setPlace] = useState(placeOf(address));
  const form = useZodForm(SaveAddressSchema, {
    name: address?.name ?? '',
    phone: address?.phone ?? '',
    email: address?.email ?? '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    intNumber: address?.intNumber ?? '',
    reference_of_origin: address?.reference_of_origin ?? '',
    postal_code: address?.postal_code ?? '',
    colony: address?.colony ?? '',
    city: address?.city ?? '',
    country_code: address?.country_code ?? DEFAULT_COUNTRY_CODE,
  });
  const [createAddress, creating] = useCreateAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();

  const pickPlace = (picked: PostalPlace | null) => {
    setPlace(picked);
    form.setFieldValue('postal_code', picked?.postal_code ?? '');
    form.setFieldValue('colony', picked?.place_name ?? '');
    form.setFieldValue('city', picked?.city ?? '');
    form.setFieldValue('country_code', DEFAULT_COUNTRY_CODE);
  };

  const submit = form.onSubmit(
    async (body) => {
      const result = address ? await updateAddress({ id: address._id, body }) : await createAddress(body);
      if ('error' in result) {
        form.setErrors(fieldErrors(result.error));
        notifyFailure(Messages.save.failedTitle, result.error, Messages.save.failed);
        return;
      }
      notifySuccess(
        address ? 'Dirección actualizada' : 'Dirección guardada',
        `${result.data.name}: ${result.data.address}, ${result.data.colony}.`,
      );
      onSaved?.(result.data);
      onClose();
    },
    () => notifyIncomplete(),
  );

  const postalError = form.errorOf('postal_code');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nombre y apellidos" required maxLength={100} {...form.getInputProps('name')} />
          <TextInput
            label="Teléfono"
            type="tel"
            inputMode="tel"
            required
            maxLength={15}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Correo electrónico"
            type="email"
            required
            maxLength={100}
            {...form.getInputProps('email')}
          />
          <TextInput label="Calle" required maxLength={150} {...form.getInputProps('street')} />
          <TextInput label="Número exterior" required maxLength={10} {...form.getInputProps('number')} />
          <TextInput label="Número interior" maxLength={10} {...form.getInputProps('intNumber')} />
        </SimpleGrid>
        <TextInput
          label="Referencia"
          description="Entre qué calles, color de fachada…"
          maxLength={150}
          {...form.getInputProps('reference_of_origin')}
        />
        <PostalCodeSearch
          label="Código postal"
          required
          value={place}
          onChange={pickPlace}
          error={postalError}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="Colonia" readOnly disabled required {...form.getInputProps('colony')} />
          <TextInput label="Ciudad" readOnly disabled required {...form.getInputProps('city')} />
          <TextInput label="País" readOnly disabled required {...form.getInputProps('country_code')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            Guardar dirección
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
