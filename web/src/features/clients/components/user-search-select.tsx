import { Select, type SelectProps } from '@mantine/core';
import { mergeOptions, type UserOption } from '../lib/user-option';

export interface UserSearchSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> {
  value: UserOption | null;
  onChange: (option: UserOption | null) => void;
  /** What the server found for the current search. */
  found: UserOption[] | undefined;
  fetching: boolean;
  searchValue: string;
  onSearchChange: (text: string) => void;
  emptyText: string;
}

/** A select of accounts searched on the server, so any of them can be found, not only the first hundred. */
export function UserSearchSelect({
  value,
  onChange,
  found,
  fetching,
  emptyText,
  ...props
}: UserSearchSelectProps) {
  // The picked account stays an option while the results change.
  const options = mergeOptions(value ? [value] : [], found);
  return (
    <Select
      data={options}
      value={value?.value ?? null}
      onChange={(id) => onChange(options.find((option) => option.value === id) ?? null)}
      searchable
      // The server already filtered by what was typed (phone included, which the label lacks).
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? 'Buscando…' : emptyText}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
