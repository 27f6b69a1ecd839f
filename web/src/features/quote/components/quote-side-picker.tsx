import { Button, Fieldset, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { SavedAddressDto } from '@envios/contracts';
import { IconMapPinPlus } from '@tabler/icons-react';
import { postalPlaceLabel } from '@/shared/lib/postal-place';
import { PostalCodeSearch } from '@/shared/ui/postal-code-search';
import { sidePlace, type QuoteSideName, type QuoteSideValue, type SideMode } from '../lib/quote-form';

const LEGENDS: Record<QuoteSideName, string> = { origin: 'Origen', destination: 'Destino' };
const OF_SIDE: Record<QuoteSideName, string> = { origin: 'de origen', destination: 'de destino' };

const MODES: { value: SideMode; label: string }[] = [
  { value: 'saved', label: 'Dirección guardada' },
  { value: 'postal', label: 'Código postal' },
];

const addressLabel = (address: SavedAddressDto) =>
  `${address.name} · ${address.address}, ${address.colony}, C.P. ${address.postal_code}`;

interface QuoteSidePickerProps {
  side: QuoteSideName;
  value: QuoteSideValue;
  addresses: SavedAddressDto[] | undefined;
  error?: string;
  onChange: (value: QuoteSideValue) => void;
  onCreateAddress: () => void;
}

/** Origin or destination: one of the saved addresses, or a postal code and colony found by search. */
export function QuoteSidePicker({
  side,
  value,
  addresses,
  error,
  onChange,
  onCreateAddress,
}: QuoteSidePickerProps) {
  const place = sidePlace(value, addresses ?? []);
  return (
    <Fieldset legend={LEGENDS[side]} data-testid={`quote-${side}`} radius="md">
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={value.mode}
          onChange={(mode) => onChange({ ...value, mode: mode as SideMode })}
          data={MODES}
          aria-label={`Cómo elegir la dirección ${OF_SIDE[side]}`}
        />
        {value.mode === 'saved' ? (
          <Select
            label={`Dirección ${OF_SIDE[side]}`}
            placeholder={
              addresses?.length ? 'Selecciona una dirección guardada' : 'Aún no tienes direcciones guardadas'
            }
            data={(addresses ?? []).map((address) => ({ value: address._id, label: addressLabel(address) }))}
            value={value.addressId}
            onChange={(addressId) => onChange({ ...value, addressId })}
            searchable
            nothingFoundMessage="No hay direcciones que coincidan."
            comboboxProps={{ withinPortal: true }}
            error={error}
          />
        ) : (
          <PostalCodeSearch
            label={`Código postal ${OF_SIDE[side]}`}
            value={value.place}
            onChange={(picked) => onChange({ ...value, place: picked })}
            error={error}
          />
        )}
        {value.mode === 'saved' && place && (
          <Text size="sm" c="dimmed" data-testid={`quote-${side}-place`}>
            {postalPlaceLabel(place)}
          </Text>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconMapPinPlus size={16} />}
          onClick={onCreateAddress}
          style={{ alignSelf: 'flex-start' }}
        >
          Nueva dirección
        </Button>
      </Stack>
    </Fieldset>
  );
}
