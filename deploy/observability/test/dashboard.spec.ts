import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Target {
  refId: string;
  expr: string;
  legendFormat?: string;
}
interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: Target[];
}

/** The dashboard's queries with Grafana's variables as Prometheus would receive them. */
const concrete = (expr: string) => expr.replaceAll('$__rate_interval', '1m').replaceAll('$app', '.*');

/**
 * deploy/observability/grafana-dashboard.json: a Grafana dashboard (JSON model) whose every panel
 * queries Prometheus with PromQL that parses. That the metrics it names exist is checked against a
 * live scrape of the stack (bff/test/metrics.api.spec.ts).
 */
describe('Grafana dashboard', () => {
  const dashboard = JSON.parse(readFileSync(join(__dirname, '..', 'grafana-dashboard.json'), 'utf8')) as {
    uid: string;
    title: string;
    panels: Panel[];
    templating: { list: { name: string }[] };
  };
  const panels = dashboard.panels.filter((p) => p.type !== 'row');

  it('is a dashboard of panels with unique ids, each with queries', () => {
    expect(dashboard.uid).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(dashboard.templating.list.map((v) => v.name)).toEqual(['datasource', 'app']);
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of panels) {
      expect([p.title, (p.targets ?? []).length > 0]).toEqual([p.title, true]);
      expect(new Set(p.targets!.map((t) => t.refId)).size).toBe(p.targets!.length);
      expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
    }
  });

  it('has the panels operators look for', () => {
    const titles = panels.map((p) => p.title.toLowerCase()).join('\n');
    for (const what of [
      'request rate',
      'error rate',
      'p95 by app and route',
      'consumer lag',
      'queue depth',
      'job next in line',
      'outbox backlog',
      'oldest pending event',
      'labels made and failed',
      'label generation time',
      'payments by method and outcome',
      'webhook deliveries by outcome',
      'carrier api latency',
      'carrier api errors',
      'memory',
      'event-loop lag',
    ])
      expect([what, titles.includes(what)]).toEqual([what, true]);
  });

  it('every query is PromQL that parses (promtool, as recording rules)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dashboard-'));
    try {
      const rules = panels.flatMap((p) =>
        p.targets!.map(
          (t, i) => `      - record: panel_${p.id}_${i}\n        expr: ${JSON.stringify(concrete(t.expr))}\n`,
        ),
      );
      const file = join(dir, 'dashboard-rules.yml');
      writeFileSync(file, `groups:\n  - name: dashboard\n    rules:\n${rules.join('')}`);
      const out = execFileSync('promtool', ['check', 'rules', file], { encoding: 'utf8' });
      expect(out).toContain(`SUCCESS: ${rules.length} rules found`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
