import { SearchInput } from '@/shared/ui/search-input';

interface UsersSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function UsersSearch({ value, onChange }: UsersSearchProps) {
  return (
    <SearchInput
      value={value}
      onChange={onChange}
      placeholder="Buscar por nombre, apellidos, correo o teléfono"
      label="Buscar usuarios"
    />
  );
}
