import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Messages } from '@envios/contracts';
import { canSee } from '@envios/domain';
import { IconAlertCircle, IconFileSpreadsheet, IconReportAnalytics, IconWallet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { notifyFailure } from '@/shared/lib/notify';
import { currentMonthFilters, type ReportFilters } from '@/shared/lib/report-period';
import { useSession } from '@/shared/lib/session';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageHeader } from '@/shared/ui/page-header';
import { ReportFilterFields } from '@/shared/ui/report-filter-fields';
import { PaginationBar } from '@/shared/ui/pagination-bar';
import { useGeneralReportMutation, type ReportShipment } from '../api/reports-api';
import { PrepaidsModal } from '../components/prepaids-modal';
import { ReportTable } from '../components/report-table';
import { ReportTotals } from '../components/report-totals';
import { downloadReport } from '../lib/export-report';
import { hasTotals } from '../lib/report-rows';

/** Shipments a page of the table lists, and a page of the Excel's requests. */
const PAGE_SIZE = 100;
const EXCEL_PAGE_SIZE = 500;
/** The Excel holds at most this many (the newest); a wider period is narrowed first. */
const EXCEL_MAX_ROWS = 20_000;

/** The older capitalised link (/Reports) downloaded its Excel under another name (section 7). */
const fileNameFor = (pathname: string) =>
  pathname.startsWith('/Reports') ? 'ReporteEnvios.xlsx' : 'reporte_envios.xlsx';

/**
 * 'Reportes' (section 2): the period's shipments with filters, totals cards for the roles that see
 * amounts, the table, its Excel and the period's top-ups.
 */
export function ReportsPage() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const [filters, setFilters] = useState<ReportFilters>(() => currentMonthFilters());
  // The filters of the report on screen (its pages and its Excel use them, not the fields' edits).
  const [applied, setApplied] = useState<ReportFilters>(() => currentMonthFilters());
  const [request, report] = useGeneralReportMutation();
  const [fetchPage] = useGeneralReportMutation();
  const [prepaidsOpen, setPrepaidsOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const generate = (next: ReportFilters, page = 1) => {
    setApplied(next);
    void request({ ...next, page, limit: PAGE_SIZE });
  };

  // The current month's report is there on arrival; 'Generar Reporte' asks again with the filters.
  useEffect(() => {
    void request({ ...currentMonthFilters(), page: 1, limit: PAGE_SIZE });
  }, [request]);

  const rows = report.data?.data ?? [];
  const showTotal = hasTotals(rows, canSee(role, 'reports.totalColumn'));
  const totals = canSee(role, 'reports.totalsCards') ? report.data?.totals : undefined;

  const onDownload = async () => {
    setDownloading(true);
    try {
      // Every page of the report on screen, newest first, up to EXCEL_MAX_ROWS.
      const all: ReportShipment[] = [];
      for (let page = 1; all.length < EXCEL_MAX_ROWS; page++) {
        const part = await fetchPage({ ...applied, page, limit: EXCEL_PAGE_SIZE }).unwrap();
        all.push(...part.data);
        if (page >= part.pages || part.data.length === 0) break;
      }
      // The Excel's total follows its own rule (the original leaked it to helpdesk and sales).
      const withTotal = showTotal && canSee(role, 'reports.exportTotal');
      await downloadReport(all.slice(0, EXCEL_MAX_ROWS), withTotal, fileNameFor(pathname), {
        prepaids: report.data?.prepaids ?? [],
        paidByMethod: canSee(role, 'reports.exportTotal') ? totals?.prepaidsPaidByMethod : undefined,
      });
    } catch (error) {
      notifyFailure('No se pudo descargar el Excel', error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader title="Reportes" description="Genera y descarga reportes de tus envíos." />
      <Card padding="md" mb="md">
        <Stack gap="md">
          <ReportFilterFields
            value={filters}
            onChange={setFilters}
            labels={{ from: 'Fecha inicial', to: 'Fecha final' }}
          />
          <Group gap="sm">
            <Button
              leftSection={<IconReportAnalytics size={18} />}
              loading={report.isLoading}
              onClick={() => generate(filters)}
            >
              Generar Reporte
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} />}
              disabled={rows.length === 0}
              loading={downloading}
              onClick={() => void onDownload()}
            >
              Descargar Excel
            </Button>
            <Button
              variant="default"
              leftSection={<IconWallet size={18} />}
              disabled={!report.data}
              onClick={() => setPrepaidsOpen(true)}
            >
              Ver abonos
            </Button>
          </Group>
        </Stack>
      </Card>
      {report.error && (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          title={Messages.reports.failed}
          mb="md"
          data-testid="report-error"
        >
          {errorMessage(report.error)}
        </Alert>
      )}
      {totals && <ReportTotals totals={totals} />}
      {report.data && report.data.count > 0 && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="report-count">
          {report.data.count.toLocaleString('es-MX')}{' '}
          {report.data.count === 1 ? 'envío en el periodo' : 'envíos en el periodo'}
          {report.data.count > EXCEL_MAX_ROWS &&
            ` (el Excel incluye los ${EXCEL_MAX_ROWS.toLocaleString('es-MX')} más recientes)`}
        </Text>
      )}
      {report.isLoading ? (
        <Center py="xl" role="status" data-testid="report-loading">
          <Group gap="sm">
            <Loader size="sm" role="presentation" aria-hidden />
            <Text>{Messages.reports.loading}</Text>
          </Group>
        </Center>
      ) : rows.length === 0 ? (
        report.error ? null : (
          <EmptyState title={Messages.reports.empty} />
        )
      ) : (
        <>
          <ReportTable rows={rows} showTotal={showTotal} />
          {report.data && report.data.pages > 1 && (
            <PaginationBar
              page={report.data.page}
              totalPages={report.data.pages}
              onChange={(page) => generate(applied, page)}
            />
          )}
        </>
      )}
      <PrepaidsModal
        opened={prepaidsOpen}
        onClose={() => setPrepaidsOpen(false)}
        prepaids={report.data?.prepaids ?? []}
        showAmounts={canSee(role, 'reports.totalsCards')}
      />
    </>
  );
}
