import { Alert, Button, Center, Loader, SimpleGrid } from '@mantine/core';
import type { CredentialDto } from '@envios/contracts';
import { CARRIER_CONFIG_NAMES } from '@envios/domain';
import { IconAlertCircle, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { useListCredentialsQuery } from '../api/credentials-api';
import { CredentialCard } from '../components/credential-card';
import { CredentialFormModal } from '../components/credential-form-modal';
import { DeleteCredentialModal } from '../components/delete-credential-modal';

/** 'Integraciones' (section 2): one card per carrier configuration, create/edit modal, delete. */
export function IntegrationsPage() {
  const { data: credentials, error } = useListCredentialsQuery();
  const [formOpened, setFormOpened] = useState(false);
  // Kept after closing, so the modal does not change title while it fades out.
  const [editing, setEditing] = useState<CredentialDto | null>(null);
  const [deleting, setDeleting] = useState<CredentialDto | null>(null);
  const takenNames = (credentials ?? []).map((credential) => credential.name);
  const allConfigured = CARRIER_CONFIG_NAMES.every((name) => takenNames.includes(name));

  const openForm = (credential: CredentialDto | null) => {
    setEditing(credential);
    setFormOpened(true);
  };

  return (
    <>
      <PageHeader
        title="Integraciones"
        description="Credenciales de conexión con las paqueterías."
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            disabled={!credentials || allConfigured}
            onClick={() => openForm(null)}
          >
            Nueva configuración
          </Button>
        }
      />
      {error && !credentials ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(error)}
        </Alert>
      ) : !credentials ? (
        <Center py="xl">
          <Loader aria-label="Cargando integraciones" />
        </Center>
      ) : credentials.length === 0 ? (
        <EmptyState
          title="No hay configuraciones registradas"
          description="Agrega las llaves de EPAK, FEDEX o ENTREGA para conectar con las paqueterías."
          icon={<IconPlugConnected size={28} />}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {credentials.map((credential) => (
            <CredentialCard
              key={credential.name}
              credential={credential}
              onEdit={openForm}
              onDelete={setDeleting}
            />
          ))}
        </SimpleGrid>
      )}
      <CredentialFormModal
        opened={formOpened}
        credential={editing}
        takenNames={takenNames}
        onClose={() => setFormOpened(false)}
      />
      <DeleteCredentialModal credential={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
