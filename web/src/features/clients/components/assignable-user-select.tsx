import { useListAssignableUsersQuery } from '../api/clients-api';
import { useServerSearch } from '../lib/use-server-search';
import { toOption, type UserOption } from '../lib/user-option';
import { UserSearchSelect } from './user-search-select';

interface AssignableUserSelectProps {
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
}

/** Users that can still be assigned (role user, no client yet). */
export function AssignableUserSelect({ value, onChange }: AssignableUserSelectProps) {
  const search = useServerSearch(value);
  const { data, isFetching } = useListAssignableUsersQuery(search.term);
  return (
    <UserSearchSelect
      label="Usuario"
      placeholder="Busca por nombre, correo o teléfono"
      value={value}
      onChange={onChange}
      found={data?.docs.map(toOption)}
      fetching={isFetching}
      searchValue={search.searchValue}
      onSearchChange={search.setSearchValue}
      emptyText="No hay usuarios disponibles"
      required
    />
  );
}
