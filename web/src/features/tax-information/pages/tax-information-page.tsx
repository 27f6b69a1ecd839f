import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage } from '@/shared/api/api-error';
import { useGetCurrentUserQuery } from '@/shared/api/current-user-api';
import { useSession } from '@/shared/lib/session';
import { PageHeader } from '@/shared/ui/page-header';
import { useGetTaxInformationQuery } from '../api/tax-information-api';
import { TaxInformationForm } from '../components/tax-information-form';

/**
 * 'Datos de facturación' (issue 29): the RFC and data the caller's CFDI 4.0 invoices are made out to.
 * Staff and clients open someone else's with ?user={id} (the API checks they reach that account).
 */
export function TaxInformationPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const forUser = search.get('user');
  const userId = forUser ?? session.userId ?? '';
  const someoneElse = forUser !== null && forUser !== session.userId;
  const { data: owner } = useGetCurrentUserQuery(someoneElse ? forUser : skipToken);
  const { data, error, isLoading } = useGetTaxInformationQuery(userId);
  const notSet = errorCode(error) === 'TAX.NOT_SET';

  return (
    <>
      <PageHeader
        title="Datos de facturación"
        description={
          someoneElse
            ? `Los datos con los que se emiten las facturas CFDI 4.0 de ${owner ? `${owner.firstName} ${owner.lastName} (${owner.email})` : 'este usuario'}.`
            : 'Los datos con los que emitimos tus facturas CFDI 4.0 por envíos y recargas.'
        }
      />
      {isLoading ? (
        <Center py="xl">
          <Loader aria-label="Cargando datos de facturación" />
        </Center>
      ) : error && !notSet ? (
        <Alert color="red" icon={<IconAlertCircle />}>
          {errorMessage(error)}
        </Alert>
      ) : (
        <>
          {notSet && (
            <Alert color="blue" icon={<IconInfoCircle />} mb="lg" maw={760}>
              {someoneElse
                ? 'Aún no tiene datos de facturación: mientras tanto, sus pagos se incluyen en la factura global a público en general.'
                : 'Aún no tienes datos de facturación: mientras tanto, tus pagos se incluyen en la factura global a público en general.'}
            </Alert>
          )}
          <TaxInformationForm key={userId} userId={userId} saved={data ?? null} />
        </>
      )}
    </>
  );
}
