import { Alert, Box, Center, Loader } from '@mantine/core';
import { isAllowed } from '@envios/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '@/shared/api/api-error';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page-header';
import { useGetAccountSettingsQuery } from '../api/settings-api';
import { BrandingSection } from '../components/branding-section';
import { SettingsForm } from '../components/settings-form';

/** 'Configuración' (issue 24): every role's own optional e-mails and, for those who pay, overweight auto-pay. */
export function SettingsPage() {
  const { role } = useSession();
  const { data: settings, error } = useGetAccountSettingsQuery();

  return (
    <>
      <PageHeader
        title="Configuración"
        description="Los avisos que recibes por correo y otras preferencias de tu cuenta."
      />
      {error && !settings ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(error)}
        </Alert>
      ) : !settings ? (
        <Center py="xl">
          <Loader aria-label="Cargando configuración" />
        </Center>
      ) : (
        <SettingsForm settings={settings} withAutopay={isAllowed(role, 'payments.pay')} />
      )}
      {isAllowed(role, 'clients.manage') && (
        <Box maw={720} mt="lg">
          <BrandingSection anyAccount={role === 'superadmin'} />
        </Box>
      )}
    </>
  );
}
