import { Loader, Select, type SelectProps } from '@mantine/core';
import { PostalSearchQuerySchema } from '@envios/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchPostalCodesQuery } from '@/shared/api/postal-codes-api';
import { postalPlaceKey, postalPlaceLabel, type PostalPlace } from '@/shared/lib/postal-place';

const SEARCH_DEBOUNCE_MS = 250;

export interface PostalCodeSearchProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter' | 'searchable'
> {
  value: PostalPlace | null;
  onChange: (place: PostalPlace | null) => void;
}

/**
 * A postal-code box that searches the catalogue from 3 to 7 characters (section 5) and offers one
 * option per colony: code, colony, city and state. Picking one hands the whole settlement over.
 */
export function PostalCodeSearch({ value, onChange, ...props }: PostalCodeSearchProps) {
  const [searchValue, setSearchValue] = useState('');
  const selectedLabel = value ? postalPlaceLabel(value) : null;
  // Once a colony is picked the box shows its label: that is not a new search.
  const typed = searchValue === selectedLabel ? '' : searchValue.trim();
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const check = PostalSearchQuerySchema.safeParse({ search: term });
  const { data: found, isFetching } = useSearchPostalCodesQuery(
    check.success ? check.data.search : skipToken,
  );

  const places: PostalPlace[] = [...(value ? [value] : []), ...(check.success ? (found ?? []) : [])].filter(
    (place, index, all) =>
      all.findIndex((other) => postalPlaceKey(other) === postalPlaceKey(place)) === index,
  );
  const hint = check.success ? 'No hay códigos postales que empiecen así.' : check.error.issues[0].message;

  return (
    <Select
      data={places.map((place) => ({ value: postalPlaceKey(place), label: postalPlaceLabel(place) }))}
      value={value ? postalPlaceKey(value) : null}
      onChange={(key) => onChange(places.find((place) => postalPlaceKey(place) === key) ?? null)}
      searchable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server already searched for what was typed.
      filter={({ options }) => options}
      nothingFoundMessage={isFetching ? 'Buscando…' : hint}
      inputMode="numeric"
      autoComplete="off"
      leftSection={<IconSearch size={16} />}
      rightSection={isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
      placeholder="Escribe el código postal"
      {...props}
    />
  );
}
