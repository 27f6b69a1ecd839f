import { Alert, Button, Center, Loader } from '@mantine/core';
import { Messages, type SavedAddressDto } from '@envios/contracts';
import { clampPage, PAGE_SIZES } from '@envios/domain';
import { useMediaQuery } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconAlertCircle, IconMapPinPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useListAddressesQuery } from '@/shared/api/addresses-api';
import { errorMessage } from '@/shared/api/api-error';
import { useSession } from '@/shared/lib/session';
import { AddressFormModal } from '@/shared/ui/address-form-modal';
import { EmptyState } from '@/shared/ui/empty-state';
import { SearchInput } from '@/shared/ui/search-input';
import { PageHeader } from '@/shared/ui/page-header';
import { PaginationBar } from '@/shared/ui/pagination-bar';
import { AddressCards } from '../components/address-cards';
import { AddressesTable } from '../components/addresses-table';
import { DeleteAddressModal } from '../components/delete-address-modal';
import { matchesAddress } from '../lib/address-search';

/** 'Direcciones guardadas' (section 2): search, pages of 10 done here, new/edit modal, delete. */
export function AddressesPage() {
  const { userId } = useSession();
  const list = useListAddressesQuery(userId ?? skipToken);
  const phone = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const [formOpened, setFormOpened] = useState(false);
  // Kept after closing, so the modal does not change title while it fades out.
  const [editing, setEditing] = useState<SavedAddressDto | null>(null);
  const [deleting, setDeleting] = useState<SavedAddressDto | null>(null);

  const found = (list.data ?? []).filter((address) => matchesAddress(address, search));
  const totalPages = Math.max(1, Math.ceil(found.length / PAGE_SIZES.addresses));
  // A search or a deletion can leave fewer pages than the one being shown.
  const page = clampPage(requestedPage, totalPages);
  const shown = found.slice((page - 1) * PAGE_SIZES.addresses, page * PAGE_SIZES.addresses);

  const onSearch = (value: string) => {
    setSearch(value);
    setRequestedPage(1);
  };

  const openForm = (address: SavedAddressDto | null) => {
    setEditing(address);
    setFormOpened(true);
  };

  const View = phone ? AddressCards : AddressesTable;
  return (
    <>
      <PageHeader
        title="Direcciones guardadas"
        description="Las direcciones que usas con frecuencia para tus envíos."
        actions={
          <Button leftSection={<IconMapPinPlus size={18} />} onClick={() => openForm(null)}>
            Nueva dirección
          </Button>
        }
      />
      <SearchInput
        value={search}
        onChange={onSearch}
        placeholder="Buscar por nombre, dirección, colonia o código postal"
        label="Buscar direcciones"
      />
      {list.error && !list.data ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(list.error)}
        </Alert>
      ) : !list.data ? (
        <Center py="xl">
          <Loader aria-label="Cargando direcciones" />
        </Center>
      ) : shown.length === 0 ? (
        <EmptyState
          title={Messages.addresses.empty}
          description={list.data.length > 0 ? 'Ninguna dirección coincide con la búsqueda.' : undefined}
        />
      ) : (
        <>
          <View addresses={shown} onEdit={openForm} onDelete={setDeleting} />
          {totalPages > 1 && (
            <PaginationBar page={page} totalPages={totalPages} onChange={setRequestedPage} />
          )}
        </>
      )}
      <AddressFormModal
        opened={formOpened}
        title={editing ? 'Editar dirección' : 'Crear nueva dirección de envío'}
        address={editing}
        onClose={() => setFormOpened(false)}
      />
      <DeleteAddressModal address={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
