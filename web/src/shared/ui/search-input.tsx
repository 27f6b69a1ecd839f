import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The field's accessible name ('Buscar usuarios'). */
  label: string;
}

/** A list's search box: the magnifier, up to 100 characters, and a button that clears it. */
export function SearchInput({ value, onChange, placeholder, label }: SearchInputProps) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      rightSection={value ? <CloseButton aria-label="Limpiar búsqueda" onClick={() => onChange('')} /> : null}
      maxLength={100}
      mb="md"
    />
  );
}
