import { Alert, Badge, Box, Button, Center, Group, Loader, LoadingOverlay, Table, Text } from '@mantine/core';
import { clampPage, formatDateTime } from '@envios/domain';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { formatPesos } from '@/shared/lib/format-pesos';
import { notifyFailure } from '@/shared/lib/notify';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { PaginationBar } from '@/shared/ui/pagination-bar';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { useInvoicesQuery, type InvoicePage } from '../api/invoices-api';
import { downloadInvoiceFile } from '../lib/invoice-files';

type Invoice = InvoicePage['docs'][number];

/**
 * 'Facturas' (issue 29): the CFDI 4.0 invoices of what was paid, stamped by the PAC, each with its
 * XML and PDF; a canceled one says which invoice replaced it.
 */
export function InvoicesPage() {
  const [requestedPage, setRequestedPage] = useState(1);
  const list = useInvoicesQuery({ page: requestedPage });
  const totalPages = list.data?.totalPages ?? 1;
  const page = clampPage(requestedPage, totalPages);
  if (list.data && page !== requestedPage) setRequestedPage(page);
  return (
    <>
      <PageHeader
        title="Facturas"
        description="Tus facturas CFDI 4.0: por pago, por periodo o la global del mes. Descarga su XML y su PDF."
      />
      <Box pos="relative" aria-busy={list.isFetching} data-testid="invoices-list">
        <LoadingOverlay visible={list.isFetching && !!list.data} zIndex={1} loaderProps={{ size: 'sm' }} />
        <InvoicesContent page={list.data} error={list.error} />
      </Box>
      {list.data && <PaginationBar page={page} totalPages={totalPages} onChange={setRequestedPage} />}
    </>
  );
}

function InvoicesContent({ page, error }: { page: InvoicePage | undefined; error: unknown }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (error && !page)
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {errorMessage(error)}
      </Alert>
    );
  if (!page)
    return (
      <Center py="xl">
        <Loader aria-label="Cargando facturas" />
      </Center>
    );
  if (page.docs.length === 0)
    return (
      <EmptyState
        title="Aún no hay facturas"
        description="Cada pago se factura según tus Datos de facturación: al momento, por semana, quincena o mes."
      />
    );
  const download = async (invoice: Invoice, format: 'xml' | 'pdf') => {
    setBusy(`${invoice.id}.${format}`);
    try {
      await downloadInvoiceFile(invoice.id, format);
    } catch (e) {
      notifyFailure(`No se pudo descargar el ${format.toUpperCase()}`, e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <ScrollRegion label="Facturas" minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Folio</Table.Th>
            <Table.Th>UUID</Table.Th>
            <Table.Th>RFC receptor</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Descargar</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.docs.map((invoice) => (
            <Table.Tr key={invoice.id} data-testid="invoice-row">
              <Table.Td>{formatDateTime(invoice.date)}</Table.Td>
              <Table.Td>{`${invoice.series}${invoice.folio}`}</Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {invoice.uuid}
                </Text>
              </Table.Td>
              <Table.Td>{invoice.receiver_rfc}</Table.Td>
              <Table.Td ta="right">{formatPesos(invoice.total)}</Table.Td>
              <Table.Td>
                {invoice.status === 'valid' ? (
                  <Badge color="green" variant="light" miw="max-content">
                    Vigente
                  </Badge>
                ) : (
                  <Badge
                    color="gray"
                    variant="light"
                    miw="max-content"
                    title="Cancelada y sustituida por otra factura"
                  >
                    Cancelada
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {(['xml', 'pdf'] as const).map((format) => (
                    <Button
                      key={format}
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconDownload size={14} />}
                      loading={busy === `${invoice.id}.${format}`}
                      onClick={() => void download(invoice, format)}
                      aria-label={`Descargar ${format.toUpperCase()} de la factura ${invoice.series}${invoice.folio}`}
                    >
                      {format.toUpperCase()}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
