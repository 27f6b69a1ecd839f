import { Select } from '@mantine/core';
import type { OptionSort, SortDirection, SortKey } from '../lib/quote-options';

interface QuoteSortSelectProps {
  sort: OptionSort;
  showPrice: boolean;
  showDeliveryDate: boolean;
  onChange: (sort: OptionSort) => void;
}

/** On phones the cards have no column headers: the order is chosen here. */
export function QuoteSortSelect({ sort, showPrice, showDeliveryDate, onChange }: QuoteSortSelectProps) {
  const delivery = showDeliveryDate
    ? { asc: 'Entrega más pronta', desc: 'Entrega más tardía' }
    : { asc: 'Menos días de tránsito', desc: 'Más días de tránsito' };
  const data = [
    ...(showPrice
      ? [
          { value: 'price:asc', label: 'Precio: menor a mayor' },
          { value: 'price:desc', label: 'Precio: mayor a menor' },
        ]
      : []),
    { value: 'delivery:asc', label: delivery.asc },
    { value: 'delivery:desc', label: delivery.desc },
  ];
  return (
    <Select
      label="Ordenar por"
      data={data}
      value={`${sort.key}:${sort.direction}`}
      onChange={(value) => {
        if (!value) return;
        const [key, direction] = value.split(':') as [SortKey, SortDirection];
        onChange({ key, direction });
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
