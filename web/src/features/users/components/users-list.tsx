import { Alert, Box, Center, Loader, LoadingOverlay } from '@mantine/core';
import { Messages, type UserPage } from '@envios/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { UserCards } from './user-cards';
import { UsersTable, type UserListViewProps } from './users-table';

/** An empty page for a search is not an empty list: say that nothing matches (issue 13). */
const USERS_NO_MATCH = 'Ningún usuario coincide con la búsqueda.';

interface UsersListProps extends Omit<UserListViewProps, 'users'> {
  page: UserPage | undefined;
  error: unknown;
  fetching: boolean;
}

/** Loading, error and empty states around the table (cards on phones). */
export function UsersList({ page, error, fetching, ...view }: UsersListProps) {
  return (
    <Box pos="relative" aria-busy={fetching} data-testid="users-list">
      <LoadingOverlay
        visible={fetching && !!page}
        zIndex={1}
        overlayProps={{ blur: 1 }}
        loaderProps={{ size: 'sm' }}
      />
      <UsersListContent page={page} error={error} {...view} />
    </Box>
  );
}

function UsersListContent({ page, error, ...view }: Omit<UsersListProps, 'fetching'>) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (error && !page) {
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!page) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando usuarios" />
      </Center>
    );
  }
  if (page.docs.length === 0) {
    return <EmptyState title={view.search ? USERS_NO_MATCH : Messages.users.empty} />;
  }
  const View = phone ? UserCards : UsersTable;
  return <View users={page.docs} {...view} />;
}
