import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Messages, type PackageProfileDto } from '@envios/contracts';
import { isPackageType } from '@envios/domain';
import { fieldErrors } from '@/shared/api/api-error';
import { useZodForm } from '@/shared/lib/use-zod-form';
import {
  useCreatePackageProfileMutation,
  useUpdatePackageProfileMutation,
} from '../api/package-profiles-api';
import type { QuoteFormValues } from '../lib/quote-form';
import {
  limitHint,
  MEASURE_LABELS,
  PACKAGE_TYPE_OPTIONS,
  PackageProfileFormSchema,
  profileFieldOf,
  type MeasureField,
} from '../lib/profile-form';
import { notifyFailure, notifyIncomplete, notifySuccess } from '@/shared/lib/notify';

/** The measures already typed in the quote form: saving them as a profile is the usual case. */
type ProfileDraft = Pick<QuoteFormValues, 'packageType' | 'weight' | 'length' | 'width' | 'height'>;

interface PackageProfileModalProps {
  opened: boolean;
  draft: ProfileDraft;
  /** The profile being edited; absent to create one. */
  profile?: PackageProfileDto | null;
  onClose: () => void;
  onCreated: (profile: PackageProfileDto) => void;
}

/**
 * 'Crear nuevo perfil de paquete' (or 'Editar perfil de paquete' for a saved one): name, type,
 * weight and dimensions within the type's limits.
 */
export function PackageProfileModal({
  opened,
  draft,
  profile,
  onClose,
  onCreated,
}: PackageProfileModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={profile ? 'Editar perfil de paquete' : 'Crear nuevo perfil de paquete'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <PackageProfileForm
        key={profile?._id ?? 'new'}
        draft={draft}
        profile={profile}
        onClose={onClose}
        onCreated={onCreated}
      />
    </Modal>
  );
}

const MEASURES: MeasureField[] = ['length', 'width', 'height', 'weight'];

function PackageProfileForm({
  draft,
  profile,
  onClose,
  onCreated,
}: Omit<PackageProfileModalProps, 'opened'>) {
  const form = useZodForm(
    PackageProfileFormSchema,
    profile
      ? {
          name: profile.name,
          type: profile.type,
          weight: String(profile.weight),
          length: String(profile.dimensions.length),
          width: String(profile.dimensions.width),
          height: String(profile.dimensions.height),
          description: profile.description ?? '',
        }
      : {
          name: '',
          type: draft.packageType,
          weight: String(draft.weight),
          length: String(draft.length),
          width: String(draft.width),
          height: String(draft.height),
          description: '',
        },
    { fieldOf: profileFieldOf },
  );
  const [createProfile, created] = useCreatePackageProfileMutation();
  const [updateProfile, updated] = useUpdatePackageProfileMutation();
  const isLoading = created.isLoading || updated.isLoading;
  const type = isPackageType(form.values.type) ? form.values.type : draft.packageType;

  const submit = form.onSubmit(
    async (body) => {
      const result = profile ? await updateProfile({ id: profile._id, body }) : await createProfile(body);
      if ('error' in result) {
        form.setErrors(fieldErrors(result.error));
        notifyFailure(Messages.save.failedTitle, result.error, Messages.save.failed);
        return;
      }
      notifySuccess('Perfil guardado', `Se guardó el perfil ${result.data.name}.`);
      onCreated(result.data);
      onClose();
    },
    () => notifyIncomplete(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nombre del perfil" required maxLength={60} {...form.getInputProps('name')} />
          <Select
            label="Tipo de envío"
            data={PACKAGE_TYPE_OPTIONS}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('type')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {MEASURES.map((field) => (
            <NumberInput
              key={field}
              label={MEASURE_LABELS[field]}
              description={limitHint(type, field)}
              required
              min={0}
              decimalScale={field === 'weight' ? 3 : 1}
              allowNegative={false}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <TextInput label="Descripción" maxLength={150} {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isLoading}>
            Guardar perfil
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
