import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CARRIER_FILTER_CODES, CARRIER_LABELS } from '@envios/domain';
import type { ReportFilters } from '@/shared/lib/report-period';
import { shipmentTypeOptions } from '@/shared/lib/report-period';

const carrierOptions = [
  { value: '', label: 'Todas' },
  ...CARRIER_FILTER_CODES.map((code) => ({ value: code, label: CARRIER_LABELS[code] })),
];
const typeOptions = [{ value: '', label: 'Todos' }, ...shipmentTypeOptions];

interface ReportFilterFieldsProps {
  value: ReportFilters;
  onChange: (next: ReportFilters) => void;
  labels?: { from: string; to: string };
}

/**
 * The period, carrier and shipment type of the Dashboard and Reportes: native date pickers and
 * selects, which phones show with their own controls.
 */
export function ReportFilterFields({
  value,
  onChange,
  labels = { from: 'Desde', to: 'Hasta' },
}: ReportFilterFieldsProps) {
  const set = (field: keyof ReportFilters) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="report-filters">
      <TextInput type="date" label={labels.from} value={value.from} onChange={set('from')} />
      <TextInput type="date" label={labels.to} value={value.to} onChange={set('to')} />
      <NativeSelect
        label="Paquetería"
        data={carrierOptions}
        value={value.carrier}
        onChange={set('carrier')}
      />
      <NativeSelect
        label="Tipo de envío"
        data={typeOptions}
        value={value.shipmentType}
        onChange={set('shipmentType')}
      />
    </SimpleGrid>
  );
}
