import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface UsersSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function UsersSearch({ value, onChange }: UsersSearchProps) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder="Buscar por nombre, apellidos, correo o teléfono"
      aria-label="Buscar usuarios"
      leftSection={<IconSearch size={16} />}
      rightSection={value ? <CloseButton aria-label="Limpiar búsqueda" onClick={() => onChange('')} /> : null}
      maxLength={100}
      mb="md"
    />
  );
}
