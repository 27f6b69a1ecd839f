import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/pie';
import 'apexcharts/donut';
import 'apexcharts/features/legend';
import type { ChartSpec } from '../lib/chart-specs';

/**
 * ApexCharts with only the chart types the Dashboard draws. This module is imported lazily, so its
 * weight arrives after the KPI cards and never with a public page.
 */
export default function ApexChart({ spec }: { spec: ChartSpec }) {
  return (
    <Chart type={spec.type} series={spec.series} options={spec.options} height={spec.height} width="100%" />
  );
}
