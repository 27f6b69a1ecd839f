import type { ApexOptions } from 'apexcharts';
import { TOP_UP_METHODS, type TopUpMethod } from '@envios/contracts';
import { CARRIER_LABELS, SHIPMENT_TYPE_LABELS, toCarrierCode } from '@envios/domain';
import { formatPesos } from '@/shared/lib/format-pesos';
import { TOP_UP_METHOD_LABELS } from '@/shared/lib/top-up-methods';
import { SHIPMENT_TYPE_ORDER } from '@/shared/lib/report-period';
import type {
  MonthlyChart,
  PrepaidsChart,
  ShipmentsByType,
  ShipmentsCity,
  TotalByCarrier,
} from '../api/analytics-api';

/** What one chart draws: its kind, data and options, decided here so the page stays declarative. */
export interface ChartSpec {
  type: 'bar' | 'pie' | 'donut';
  series: ApexOptions['series'];
  options: ApexOptions;
  height: number;
}

/** Blue, orange, teal, violet, amber, cyan: the theme's darker shades, legible under white labels. */
const PALETTE = ['#1d4ed8', '#c2410c', '#0b8a63', '#6d28d9', '#a65f00', '#0e7490'];
/** Each top-up method keeps its colour whichever appear: card blue, SPEI teal, OXXO red-orange, staff violet. */
const METHOD_COLORS: Record<TopUpMethod, string> = {
  paypal: '#1d4ed8',
  spei: '#0b8a63',
  oxxo: '#c2410c',
  staff: '#6d28d9',
};
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** '2025-01' → 'ene 2025'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTHS[Number(number) - 1];
  return name ? `${name} ${year}` : month;
}

/** Narrow columns for a month or two, so one month is not a slab across the card. */
const columnWidth = (columns: number) => (columns <= 2 ? '30%' : '55%');
const count = (n: number) => `${n} ${n === 1 ? 'envío' : 'envíos'}`;
const percent = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;

/**
 * The options every chart shares. ApexCharts names the drawing with `description` (role img), so a
 * screen reader hears the figures; no toolbar, no English menus, no keyboard trap in the SVG.
 */
function base(description: string, extra: ApexOptions = {}): ApexOptions {
  return {
    ...extra,
    chart: {
      fontFamily: 'inherit',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: true, speed: 300 },
      accessibility: {
        enabled: true,
        description,
        announcements: { enabled: false },
        keyboard: { enabled: false },
      },
      ...extra.chart,
    },
    colors: extra.colors ?? PALETTE,
    tooltip: { theme: 'light', ...extra.tooltip },
    noData: { text: 'Sin datos' },
  };
}

/** Shipments by destination city: horizontal bars, the busiest first, as the server ranks them. */
export function cityChart(data: ShipmentsCity): ChartSpec | null {
  if (!data.data.some((n) => n > 0)) return null;
  const summary = data.labels.map((city, i) => `${city}: ${count(data.data[i] ?? 0)}`).join('; ');
  // Whole shipments on the axis: as many ticks as the largest count when it is small.
  const largest = Math.max(...data.data);
  return {
    type: 'bar',
    height: Math.max(220, 44 * data.labels.length + 60),
    series: [{ name: 'Envíos', data: data.data }],
    options: base(`Envíos por ciudad de destino. ${summary}.`, {
      plotOptions: { bar: { horizontal: true, borderRadius: 4, barHeight: '60%' } },
      dataLabels: { enabled: true, style: { colors: ['#ffffff'] } },
      xaxis: {
        categories: data.labels,
        tickAmount: Math.min(largest, 5),
        labels: { formatter: (v: string) => String(Math.round(Number(v))) },
      },
      yaxis: { labels: { maxWidth: 140 } },
      legend: { show: false },
    }),
  };
}

/** Total by carrier: a pie with each carrier's share. */
export function carrierChart(data: TotalByCarrier): ChartSpec | null {
  const rows = data.filter((row) => row.totalShipments > 0);
  if (!rows.length) return null;
  const labels = rows.map((row) => {
    const code = toCarrierCode(row.carrier);
    return code ? CARRIER_LABELS[code] : row.carrier;
  });
  const summary = rows.map((row, i) => `${labels[i]}: ${count(row.totalShipments)}`).join('; ');
  return {
    type: 'pie',
    height: 300,
    series: rows.map((row) => row.totalShipments),
    options: base(`Envíos por paquetería. ${summary}.`, {
      labels,
      legend: { position: 'bottom' },
      dataLabels: { formatter: (n: number) => percent(n) },
      tooltip: { y: { formatter: (n: number) => count(n) } },
    }),
  };
}

/** Shipments by product type: a donut labelled Sobre, Caja, Tarima (each shown, even at 0). */
export function typeChart(data: ShipmentsByType): ChartSpec | null {
  const totals = SHIPMENT_TYPE_ORDER.map(
    (type) => data.find((row) => row.shipment_type === type)?.totalShipments ?? 0,
  );
  if (!totals.some((n) => n > 0)) return null;
  const labels = SHIPMENT_TYPE_ORDER.map((type) => SHIPMENT_TYPE_LABELS[type]);
  const summary = labels.map((label, i) => `${label}: ${count(totals[i])}`).join('; ');
  return {
    type: 'donut',
    height: 300,
    series: totals,
    options: base(`Envíos por tipo de producto. ${summary}.`, {
      labels,
      legend: { position: 'bottom' },
      dataLabels: { formatter: (n: number) => percent(n) },
      tooltip: { y: { formatter: (n: number) => count(n) } },
      plotOptions: { pie: { donut: { labels: { show: true, total: { show: true, label: 'Total' } } } } },
    }),
  };
}

/**
 * Recharges per month: pesos paid into wallets each month of the period, stacked by how they were
 * paid (card, SPEI, OXXO; staff credits only when the period has some), the month's total on top.
 */
export function prepaidsChart(data: PrepaidsChart): ChartSpec | null {
  const { labels, values, byMethod } = data.chartData;
  if (!values.some((n) => n > 0)) return null;
  const months = labels.map(monthLabel);
  const methods = TOP_UP_METHODS.filter((m) => m !== 'staff' || byMethod.staff.some((n) => n > 0));
  const summary = months
    .map((month, i) => {
      const parts = methods
        .filter((m) => (byMethod[m][i] ?? 0) > 0)
        .map((m) => `${TOP_UP_METHOD_LABELS[m]} ${formatPesos(byMethod[m][i])}`);
      return `${month}: ${formatPesos(values[i] ?? 0)}${parts.length ? ` (${parts.join(', ')})` : ''}`;
    })
    .join('; ');
  return {
    type: 'bar',
    height: 300,
    series: methods.map((m) => ({ name: TOP_UP_METHOD_LABELS[m], data: byMethod[m] })),
    options: base(`Recargas por mes, por método de pago. ${summary}.`, {
      chart: { stacked: true },
      colors: methods.map((m) => METHOD_COLORS[m]),
      plotOptions: {
        bar: {
          borderRadius: 4,
          borderRadiusApplication: 'end',
          borderRadiusWhenStacked: 'last',
          columnWidth: columnWidth(months.length),
        },
      },
      dataLabels: { enabled: false },
      xaxis: { categories: months },
      yaxis: { labels: { formatter: (n: number) => formatPesos(Math.round(n)) } },
      tooltip: { shared: true, intersect: false, y: { formatter: (n: number) => formatPesos(n) } },
      legend: { show: true, position: 'bottom' },
    }),
  };
}

/**
 * Efficiency per shipment: the share of delivered shipments that arrived within the transit days
 * their service promised, per month, on a 0–100 % axis. A month without deliveries counts 0, so
 * the chart is empty only when nothing was delivered in the period.
 */
export function efficiencyChart(data: MonthlyChart, delivered: number): ChartSpec | null {
  const { labels, values } = data.chartData;
  if (!labels.length || (!values.some((n) => n > 0) && delivered === 0)) return null;
  const months = labels.map(monthLabel);
  const summary = months.map((month, i) => `${month}: ${percent(values[i] ?? 0)}`).join('; ');
  return {
    type: 'bar',
    height: 280,
    series: [{ name: 'Entregas a tiempo', data: values }],
    options: base(`Eficiencia por envío, porcentaje de entregas a tiempo. ${summary}.`, {
      plotOptions: { bar: { borderRadius: 4, columnWidth: columnWidth(months.length) } },
      dataLabels: { enabled: true, formatter: (n: number) => percent(n), style: { colors: ['#ffffff'] } },
      xaxis: { categories: months },
      yaxis: { min: 0, max: 100, tickAmount: 5, labels: { formatter: (n: number) => `${Math.round(n)} %` } },
      tooltip: { y: { formatter: (n: number) => percent(n) } },
      legend: { show: false },
    }),
  };
}
