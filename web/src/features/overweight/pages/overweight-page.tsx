import { Alert, Button, Center, Group, Loader, Tabs, Text } from '@mantine/core';
import { Messages } from '@envios/contracts';
import { clampPage, isAllowed } from '@envios/domain';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconAlertCircle, IconFileSpreadsheet, IconPlus, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure } from '@/shared/lib/notify';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { canPayOverweight } from '@/shared/ui/pay-overweight-button';
import { SearchInput } from '@/shared/ui/search-input';
import { PageHeader } from '@/shared/ui/page-header';
import { PaginationBar } from '@/shared/ui/pagination-bar';
import {
  useLazyOverweightListQuery,
  useLazyOverweightPageQuery,
  useOverweightPageQuery,
  type OverweightRecord,
} from '../api/overweight-api';
import { DisputeFormModal } from '../components/dispute-form-modal';
import { DisputesPanel } from '../components/disputes-panel';
import { EditOverweightModal } from '../components/edit-overweight-modal';
import { OverweightCards } from '../components/overweight-cards';
import { OverweightDetailModal } from '../components/overweight-detail-modal';
import { OverweightTable } from '../components/overweight-table';
import { RegisterOverweightModal } from '../components/register-overweight-modal';
import { exportColumns, exportRow, hasTotals } from '../lib/overweight-rows';
import { downloadSpreadsheet, spreadsheetXml } from '../lib/spreadsheet-xml';

const LIMIT = 10;
/** The export reads the searched records 50 at a time, up to this many. */
const EXPORT_PAGE = 50;
const EXPORT_MAX_PAGES = 200;

/**
 * 'Reporte de Sobrepesos' (section 2): the overweight charges of the caller's reach (a client's
 * account; staff every account), searched on the server, 10 a page, exported to overweight.xls.
 */
export function OverweightPage() {
  const { userId, role } = useSession();
  const phone = useMediaQuery('(max-width: 48em)');
  // The shipment's detail links here with its guide searched ('Disputarlo…').
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('buscar') ?? '');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [requestedPage, setRequestedPage] = useState(1);
  const [opened, setOpened] = useState<OverweightRecord | null>(null);
  const [editing, setEditing] = useState<OverweightRecord | null>(null);
  const [exporting, setExporting] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [disputing, setDisputing] = useState<OverweightRecord | null>(null);
  const [tab, setTab] = useState<string | null>('charges');
  const list = useOverweightPageQuery(
    userId ? { userId, page: requestedPage, limit: LIMIT, filter } : skipToken,
  );
  const [fetchPage] = useLazyOverweightPageQuery();
  const [fetchAll] = useLazyOverweightListQuery();
  const canEdit = isAllowed(role, 'overweight.register');
  const canDispute = isAllowed(role, 'overweight.dispute');
  const canPay = (record: OverweightRecord) => canPayOverweight(role, userId, record.owner._id);

  const totalPages = Math.max(1, list.data?.totalPages ?? 1);
  // A search or a change can leave fewer pages than the one being shown.
  const page = clampPage(requestedPage, totalPages);
  if (list.data && page !== requestedPage) setRequestedPage(page);
  const records = list.data?.docs ?? [];

  const onSearch = (value: string) => {
    setSearch(value);
    setRequestedPage(1);
  };

  /** Every record of the search (all of them without one), not only the page on screen. */
  const recordsToExport = async (owner: string): Promise<OverweightRecord[]> => {
    if (!filter) return (await fetchAll(owner).unwrap()).docs;
    const found: OverweightRecord[] = [];
    for (let n = 1; n <= EXPORT_MAX_PAGES; n++) {
      const answer = await fetchPage({ userId: owner, page: n, limit: EXPORT_PAGE, filter }).unwrap();
      found.push(...answer.docs);
      if (n >= answer.totalPages) break;
    }
    return found;
  };

  const onExport = async () => {
    if (!userId) return;
    setExporting(true);
    try {
      const found = await recordsToExport(userId);
      const withTotal = hasTotals(found);
      const rows = found.map((record) => exportRow(record, withTotal));
      downloadSpreadsheet(spreadsheetXml('Sobrepesos', exportColumns(withTotal), rows), 'overweight.xls');
    } catch (error) {
      notifyFailure('No se pudo exportar', error);
    } finally {
      setExporting(false);
    }
  };

  const onEdit = (record: OverweightRecord) => {
    setOpened(null);
    setEditing(record);
  };

  const View = phone ? OverweightCards : OverweightTable;
  return (
    <>
      <PageHeader
        title="Reporte de Sobrepesos"
        description="Cargos por diferencias de peso o medidas detectadas por la paquetería."
        actions={
          <Group gap="sm">
            {canEdit && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setRegistering(true)}>
                Registrar sobrepeso
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} />}
              disabled={!records.length}
              loading={exporting}
              onClick={() => void onExport()}
            >
              Exportar a Excel
            </Button>
          </Group>
        }
      />
      {/* Only the tab shown is mounted: the other's list (and its empty state) is not in the page. */}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="charges">Sobrepesos</Tabs.Tab>
          {canDispute && <Tabs.Tab value="disputes">Disputas</Tabs.Tab>}
        </Tabs.List>
        {canDispute && (
          <Tabs.Panel value="disputes">
            <DisputesPanel />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="charges">
          <SearchInput
            value={search}
            onChange={onSearch}
            placeholder="Buscar guía, servicio, costo o estatus"
            label="Buscar sobrepesos"
          />
          {list.error && !list.data ? (
            <Alert color="red" icon={<IconAlertCircle />}>
              {errorMessage(list.error)}
            </Alert>
          ) : !list.data ? (
            <Center py="xl">
              <Loader aria-label="Cargando sobrepesos" />
            </Center>
          ) : records.length === 0 ? (
            <EmptyState
              title={Messages.overweight.empty}
              icon={<IconScale size={28} />}
              description={filter ? 'Ningún registro coincide con la búsqueda.' : undefined}
            />
          ) : (
            <div aria-busy={list.isFetching} data-testid="overweight-list">
              {!phone && (
                <Text size="sm" c="dimmed" mb="xs">
                  Doble clic en una fila (o Enter sobre ella) para ver el detalle del cargo.
                </Text>
              )}
              <View
                records={records}
                showTotal={hasTotals(records)}
                onOpen={setOpened}
                canPay={canPay}
                onDispute={canDispute ? setDisputing : undefined}
              />
              {totalPages > 1 && (
                <PaginationBar page={page} totalPages={totalPages} onChange={setRequestedPage} />
              )}
            </div>
          )}
        </Tabs.Panel>
      </Tabs>
      <DisputeFormModal record={disputing} onClose={() => setDisputing(null)} />
      <OverweightDetailModal
        record={opened}
        onClose={() => setOpened(null)}
        onEdit={canEdit ? onEdit : undefined}
        canPay={canPay}
      />
      {canEdit && <EditOverweightModal record={editing} onClose={() => setEditing(null)} />}
      {canEdit && <RegisterOverweightModal opened={registering} onClose={() => setRegistering(false)} />}
    </>
  );
}
