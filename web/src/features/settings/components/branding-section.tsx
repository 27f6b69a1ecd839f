import {
  Alert,
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { UpdateBrandingSchema, type Branding } from '@envios/contracts';
import { IconAlertCircle, IconDeviceFloppy, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure, notifySuccess } from '@/shared/lib/notify';
import {
  useBrandingAccountsQuery,
  useDeleteLogoMutation,
  useGetBrandingQuery,
  useUpdateBrandingMutation,
  useUploadLogoMutation,
} from '../api/branding-api';

/**
 * 'Marca para destinatarios' (issue 30): the business name and logo the recipients of this account's
 * guides see on /rastreo/{guía} and in their notices, and 'Avisar a mis destinatarios'. A client
 * edits its own; the superadmin chooses the account first.
 */
export function BrandingSection({ anyAccount }: { anyAccount: boolean }) {
  const [account, setAccount] = useState<string | null>(null);
  const { data: accounts } = useBrandingAccountsQuery('', { skip: !anyAccount });
  const { currentData: branding, error } = useGetBrandingQuery(account, {
    skip: anyAccount && !account,
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-branding">
      <Title order={2} size="h4" id="settings-branding">
        Marca para destinatarios
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        El nombre y el logotipo que ven quienes reciben tus envíos en la página de rastreo y en sus avisos.
      </Text>
      {anyAccount && (
        <Select
          mb="md"
          label="Cuenta"
          placeholder="Elige una cuenta de cliente"
          searchable
          data={(accounts?.docs ?? []).map((u) => ({
            value: u.id,
            label: `${u.firstName} ${u.lastName} · ${u.email}`,
          }))}
          value={account}
          onChange={setAccount}
        />
      )}
      {error && !branding ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(error)}
        </Alert>
      ) : anyAccount && !account ? null : !branding ? (
        <Loader size="sm" aria-label="Cargando marca" />
      ) : (
        <BrandingForm
          key={`${branding.account}:${branding.logo_url ?? ''}`}
          account={account}
          branding={branding}
        />
      )}
    </Card>
  );
}

function BrandingForm({ account, branding }: { account: string | null; branding: Branding }) {
  const [name, setName] = useState(branding.business_name ?? '');
  const [notify, setNotify] = useState(branding.notify_recipients);
  const [nameError, setNameError] = useState<string | null>(null);
  const [update, { isLoading: saving }] = useUpdateBrandingMutation();
  const [upload, { isLoading: uploading }] = useUploadLogoMutation();
  const [removeLogo, { isLoading: removing }] = useDeleteLogoMutation();
  const changed = name.trim() !== (branding.business_name ?? '') || notify !== branding.notify_recipients;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateBrandingSchema.safeParse({ business_name: name, notify_recipients: notify });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Revisa el nombre del negocio.');
      return;
    }
    setNameError(null);
    try {
      await update({ account, body: parsed.data }).unwrap();
      notifySuccess('Marca guardada', 'Tus destinatarios verán estos datos.');
    } catch (err) {
      notifyFailure('No se pudo guardar la marca', err);
    }
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      await upload({ account, file }).unwrap();
      notifySuccess('Logotipo guardado', 'Se ajustó a 256 px para la página de rastreo.');
    } catch (err) {
      notifyFailure('No se pudo subir el logotipo', err);
    }
  };

  const remove = async () => {
    try {
      await removeLogo(account).unwrap();
    } catch (err) {
      notifyFailure('No se pudo quitar el logotipo', err);
    }
  };

  return (
    <form onSubmit={save} aria-label="Marca para destinatarios">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar
            src={branding.logo_url}
            alt={branding.logo_url ? 'Logotipo actual' : ''}
            size={72}
            radius="md"
            color="blue"
          >
            {(branding.business_name ?? '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Group gap="xs">
              <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconPhotoUp size={18} />}
                    loading={uploading}
                  >
                    {branding.logo_url ? 'Cambiar logotipo' : 'Subir logotipo'}
                  </Button>
                )}
              </FileButton>
              {branding.logo_url && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={18} />}
                  onClick={remove}
                  loading={removing}
                >
                  Quitar
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              PNG, JPEG o WebP de hasta 1 MB.
            </Text>
          </Stack>
        </Group>
        <TextInput
          label="Nombre del negocio"
          description="Si lo dejas vacío, se muestra el nombre del remitente de la guía."
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError}
        />
        <Switch
          checked={notify}
          onChange={(e) => setNotify(e.currentTarget.checked)}
          label="Avisar a mis destinatarios"
          description="Enviar un correo a quien recibe el paquete cuando se genera la guía, sale a entrega, se entrega o tiene una incidencia, con el enlace a su página de rastreo. Cada destinatario puede darse de baja."
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={saving}
            disabled={!changed}
          >
            Guardar marca
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
