import { Select } from '@mantine/core';
import { useListClientAccountsQuery } from '../api/clients-api';
import { useServerSearch } from '../lib/use-server-search';
import { toOption, type UserOption } from '../lib/user-option';
import { UserSearchSelect } from './user-search-select';

interface ClientSelectProps {
  label?: string;
  value: UserOption | null;
  onChange: (client: UserOption | null) => void;
  /** A client acts only for itself (the server refuses anything else): the select is fixed to it. */
  ownClient?: UserOption | null;
  maw?: number;
}

export function ClientSelect({ label = 'Seleccionar Cliente', ownClient, ...props }: ClientSelectProps) {
  if (ownClient !== undefined) {
    return (
      <Select
        label={label}
        data={ownClient ? [ownClient] : []}
        value={ownClient?.value ?? null}
        disabled
        maw={props.maw}
      />
    );
  }
  return <ClientSearchSelect label={label} {...props} />;
}

/** Every client account, searched on the server (GET /users?rol=client&search=). */
function ClientSearchSelect({ label, value, onChange, maw }: Omit<ClientSelectProps, 'ownClient'>) {
  const search = useServerSearch(value);
  const { data, isFetching } = useListClientAccountsQuery(search.term);
  return (
    <UserSearchSelect
      label={label}
      placeholder="Busca un cliente"
      value={value}
      onChange={onChange}
      found={data?.docs.map(toOption)}
      fetching={isFetching}
      searchValue={search.searchValue}
      onSearchChange={search.setSearchValue}
      emptyText="No hay clientes con ese nombre"
      maw={maw}
      required
    />
  );
}
