import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { PackageProfileDto, SavedAddressDto } from '@envios/contracts';
import { IconAlertCircle, IconCalculator } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AddressFormModal } from '@/shared/ui/address-form-modal';
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
        opened={creatingProfile}
        draft={values}
        onClose={() => setCreatingProfile(false)}
        onCreated={onProfileCreated}
      />
    </>
  );
}
