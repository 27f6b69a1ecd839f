import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PackageProfileDto } from '@envios/contracts';
import { GUIDES_PER_ORDER, isPackageType, parseGuideCount, shipmentTypeLabel } from '@envios/domain';
import { IconPackage } from '@tabler/icons-react';
import { parcelIncompleteMessage, type QuoteFormErrors, type QuoteFormValues } from '../lib/quote-form';
import { limitHint, MEASURE_LABELS, PACKAGE_TYPE_OPTIONS, type MeasureField } from '../lib/profile-form';

const MEASURES: MeasureField[] = ['length', 'width', 'height', 'weight'];

const profileLabel = (profile: PackageProfileDto) => {
  const { length, width, height } = profile.dimensions;
  return `${profile.name} · ${shipmentTypeLabel(profile.type)} · ${length} × ${width} × ${height} cm · ${profile.weight} kg`;
};

interface ParcelFieldsProps {
  values: QuoteFormValues;
  errors: QuoteFormErrors;
  profiles: PackageProfileDto[] | undefined;
  onChange: (patch: Partial<QuoteFormValues>) => void;
  onCreateProfile: () => void;
  /** Shown while a saved profile is chosen. */
  onEditProfile: () => void;
  onDeleteProfile: () => void;
}

/** Shipment type, guides, package profile, dimensions and weight, content and declared value. */
export function ParcelFields({
  values,
  errors,
  profiles,
  onChange,
  onCreateProfile,
  onEditProfile,
  onDeleteProfile,
}: ParcelFieldsProps) {
  const incomplete = parcelIncompleteMessage(values, errors);
  // Fields named in the group's message are only outlined; other problems keep their own text.
  const measureError = (field: MeasureField) =>
    incomplete?.missing.includes(field) || errors[field]?.startsWith('Debes completar')
      ? true
      : errors[field];
  const pickProfile = (profileId: string | null) => {
    const profile = profiles?.find((candidate) => candidate._id === profileId);
    if (!profile) return onChange({ profileId: null });
    onChange({
      profileId,
      packageType: profile.type,
      length: profile.dimensions.length,
      width: profile.dimensions.width,
      height: profile.dimensions.height,
      weight: profile.weight,
    });
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Tipo de envío"
          data={PACKAGE_TYPE_OPTIONS}
          value={values.packageType}
          onChange={(type) => isPackageType(type) && onChange({ packageType: type })}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
          error={errors.packageType}
        />
        <NumberInput
          label="Número de guías (1 a 5)"
          value={values.guides}
          onChange={(guides) => onChange({ guides })}
          // Section 5: a fraction rounds up (2.3 → 3); over 5 stays as typed and is refused.
          onBlur={() => {
            const count = parseGuideCount(values.guides);
            if (count !== null && count !== values.guides) onChange({ guides: count });
          }}
          min={GUIDES_PER_ORDER.min}
          max={GUIDES_PER_ORDER.max}
          clampBehavior="none"
          allowNegative={false}
          required
          error={errors.guides}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="sm">
        <Select
          label="Perfil de paquete"
          placeholder={
            profiles?.length ? 'Usa las medidas de un perfil guardado' : 'Aún no tienes perfiles guardados'
          }
          data={(profiles ?? []).map((profile) => ({ value: profile._id, label: profileLabel(profile) }))}
          value={values.profileId}
          onChange={pickProfile}
          clearable
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 240px', minWidth: 0 }}
        />
        <Button variant="light" leftSection={<IconPackage size={16} />} onClick={onCreateProfile}>
          Nuevo perfil
        </Button>
        {values.profileId && (
          <>
            <Button variant="default" onClick={onEditProfile}>
              Editar perfil
            </Button>
            <Button variant="default" color="red" onClick={onDeleteProfile}>
              Eliminar perfil
            </Button>
          </>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {MEASURES.map((field) => (
          <NumberInput
            key={field}
            label={MEASURE_LABELS[field]}
            description={limitHint(values.packageType, field)}
            value={values[field]}
            onChange={(value) => onChange({ [field]: value })}
            min={0}
            decimalScale={field === 'weight' ? 3 : 1}
            allowNegative={false}
            required
            error={measureError(field)}
          />
        ))}
      </SimpleGrid>
      {incomplete && (
        <Text c="red.8" size="sm" mt={-8} data-testid="parcel-incomplete">
          {incomplete.message}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="¿Qué estás enviando?"
          placeholder="Ej. ropa, documentos, refacciones"
          value={values.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          required
          error={errors.description}
        />
        <NumberInput
          label="Valor declarado (MXN)"
          description="Opcional; con valor declarado el envío lleva seguro"
          value={values.declaredValue}
          onChange={(declaredValue) => onChange({ declaredValue })}
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          allowNegative={false}
          error={errors.declaredValue}
        />
      </SimpleGrid>
    </Stack>
  );
}
