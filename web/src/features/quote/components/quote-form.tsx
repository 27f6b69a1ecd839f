import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { PackageProfileDto, SavedAddressDto } from '@envios/contracts';
import { IconAlertCircle, IconCalculator } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AddressFormModal } from '@/shared/ui/address-form-modal';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import { useDeletePackageProfileMutation } from '../api/package-profiles-api';
import type { QuoteFormErrors, QuoteFormValues, QuoteSideName } from '../lib/quote-form';
import { PackageProfileModal } from './package-profile-modal';
import { ParcelFields } from './parcel-fields';
import { QuoteSidePicker } from './quote-side-picker';

interface QuoteFormProps {
  values: QuoteFormValues;
  errors: QuoteFormErrors;
  addresses: SavedAddressDto[] | undefined;
  profiles: PackageProfileDto[] | undefined;
  quoting: boolean;
  /** The server's Spanish message when the last quote failed. */
  failure: string | null;
  onChange: (patch: Partial<QuoteFormValues>) => void;
  onSubmit: () => void;
}

/** Step 1: where from, where to and what, with the two creation modals of the spec. */
export function QuoteForm({
  values,
  errors,
  addresses,
  profiles,
  quoting,
  failure,
  onChange,
  onSubmit,
}: QuoteFormProps) {
  const [addressFor, setAddressFor] = useState<QuoteSideName | null>(null);
  // Kept after closing, so the modal's side does not change while it fades out.
  const [lastAddressFor, setLastAddressFor] = useState<QuoteSideName>('origin');
  const [creatingProfile, setCreatingProfile] = useState(false);
  const [editingProfile, setEditingProfile] = useState<PackageProfileDto | null>(null);
  const [deletingProfile, setDeletingProfile] = useState<PackageProfileDto | null>(null);
  const [deleteProfile, deleting] = useDeletePackageProfileMutation();
  const chosenProfile = profiles?.find((profile) => profile._id === values.profileId) ?? null;

  const onProfileDeleted = async () => {
    if (!deletingProfile) return;
    const result = await deleteProfile(deletingProfile._id);
    if ('error' in result) {
      notifyFailure('No se eliminó el perfil', result.error, 'Intenta de nuevo.');
      return;
    }
    notifySuccess('Perfil eliminado', `Se eliminó el perfil ${deletingProfile.name}.`);
    setDeletingProfile(null);
    onChange({ profileId: null });
  };

  const openAddress = (side: QuoteSideName) => {
    setLastAddressFor(side);
    setAddressFor(side);
  };

  // The created address becomes that side's choice.
  const onAddressSaved = (address: SavedAddressDto) =>
    onChange({ [lastAddressFor]: { mode: 'saved', addressId: address._id, place: null } });

  const onProfileCreated = (profile: PackageProfileDto) =>
    onChange({
      profileId: profile._id,
      packageType: profile.type,
      length: profile.dimensions.length,
      width: profile.dimensions.width,
      height: profile.dimensions.height,
      weight: profile.weight,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  // The modals stay outside the <form>: their own submits would bubble to it through the portal.
  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Cotizar envío">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {(['origin', 'destination'] as const).map((side) => (
              <QuoteSidePicker
                key={side}
                side={side}
                value={values[side]}
                addresses={addresses}
                error={errors[side]}
                onChange={(value) => onChange({ [side]: value })}
                onCreateAddress={() => openAddress(side)}
              />
            ))}
          </SimpleGrid>
          <Paper withBorder p="md" radius="md">
            <Title order={2} fz="md" mb="sm">
              Paquete
            </Title>
            <ParcelFields
              values={values}
              errors={errors}
              profiles={profiles}
              onChange={onChange}
              onCreateProfile={() => setCreatingProfile(true)}
              onEditProfile={() => setEditingProfile(chosenProfile)}
              onDeleteProfile={() => setDeletingProfile(chosenProfile)}
            />
          </Paper>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle />} data-testid="quote-failure">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={quoting} leftSection={<IconCalculator size={18} />}>
              Cotizar
            </Button>
          </Group>
        </Stack>
      </form>
      <AddressFormModal
        opened={addressFor !== null}
        title="Crear nueva dirección de envío"
        onClose={() => setAddressFor(null)}
        onSaved={onAddressSaved}
      />
      <PackageProfileModal
        opened={creatingProfile || editingProfile !== null}
        draft={values}
        profile={editingProfile}
        onClose={() => {
          setCreatingProfile(false);
          setEditingProfile(null);
        }}
        onCreated={onProfileCreated}
      />
      <ConfirmModal
        opened={deletingProfile !== null}
        title="Eliminar perfil"
        confirmLabel="Eliminar"
        loading={deleting.isLoading}
        onConfirm={() => void onProfileDeleted()}
        onClose={() => setDeletingProfile(null)}
      >
        {`¿Eliminar el perfil ${deletingProfile?.name ?? ''}? Tus envíos no cambian.`}
      </ConfirmModal>
    </>
  );
}
