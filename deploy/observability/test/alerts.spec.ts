import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The alert rules are valid (`promtool check rules`) and do what they say on synthetic series
 * (`promtool test rules alerts.test.yml`). promtool comes with Debian's `prometheus` package, which
 * deploy/local/test.sh installs (need_apt promtool prometheus).
 */
describe('alert rules (promtool)', () => {
  const dir = join(__dirname, '..');
  const promtool = (...args: string[]) =>
    execFileSync('promtool', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  it('pass promtool check rules', () => {
    const out = promtool('check', 'rules', 'alerts.yml');
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('pass their unit tests (promtool test rules)', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('every alert has a for: duration and English and Spanish summaries, and is tested', () => {
    const rules = readFileSync(join(dir, 'alerts.yml'), 'utf8');
    const tests = readFileSync(join(dir, 'alerts.test.yml'), 'utf8');
    const alerts = rules.split(/\n\s+- alert: /).slice(1);
    expect(alerts.length).toBeGreaterThanOrEqual(8);
    for (const alert of alerts) {
      const name = alert.split('\n')[0].trim();
      expect([name, /\n\s+for: \d+m/.test(alert)]).toEqual([name, true]);
      expect([name, /\n\s+summary: /.test(alert), /\n\s+summary_es: /.test(alert)]).toEqual([
        name,
        true,
        true,
      ]);
    }
    const tested = new Set([...tests.matchAll(/alertname: (\w+)/g)].map((m) => m[1]));
    for (const name of [
      'HighErrorRate',
      'HttpP95OverTarget',
      'KafkaConsumerLagHigh',
      'QueueJobTooOld',
      'OutboxStuck',
      'LabelsFailing',
    ])
      expect([name, tested.has(name)]).toEqual([name, true]);
  });

  it('a broken rule fails the check (the check really reads the rules)', () => {
    const broken = join(tmpdir(), `alerts-broken-${process.pid}.yml`);
    writeFileSync(
      broken,
      'groups:\n  - name: x\n    rules:\n      - alert: Broken\n        expr: sum by (app) (rate(x[5m]) > \n',
    );
    try {
      expect(() => promtool('check', 'rules', broken)).toThrow();
    } finally {
      rmSync(broken, { force: true });
    }
  });
});
