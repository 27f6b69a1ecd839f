/**
 * The Kubernetes manifests as a cluster receives them: `kustomize build` of each overlay, alone and
 * with each optional component (s3-labels, strimzi-topics), every document validated strictly
 * (unknown fields are errors) against the Kubernetes schemas kubernetes-validate bundles and the
 * CRDs of KEDA, the Prometheus Operator and Strimzi, in one validator run (validate.py), beside
 * deliberately broken documents that must be rejected. Then what the README promises of the rendered
 * objects: one autoscaler per Deployment (KEDA on the queues for the apps whose replicas run BullMQ
 * workers, CPU HPAs for the others), network policies that allow exactly the calls the code makes,
 * a ServiceMonitor per app, the label volume or S3, the Strimzi topics of ALL_TOPICS.
 * Each build is rendered too by the kustomize kubectl 1.32 embeds, which must give the same output.
 * Tools: deploy/local/k8s-tools.sh (built once into the machine's cache; the first run takes minutes).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { ALL_TOPICS, Queues, SERVICES } from '@envios/contracts';
import { CARRIER_CODES } from '@envios/domain';
import { BULLMQ_PREFIX } from '../../../libs/platform/src/queues/redis-connection';
import { pollQueueName } from '../../../services/tracking/src/polling/poll-queues';
import { TOPICS_FILE, kafkaTopicsYaml } from '../strimzi-topics';

const ROOT = join(__dirname, '../../..');
const K8S = join(ROOT, 'deploy/k8s');

type Obj = Record<string, any>;
interface Checked {
  index: number;
  kind: string;
  name: string;
  errors: string[];
  document: Obj;
}

interface Build {
  name: string;
  overlay: 'staging' | 'production';
  components: string[];
}
const BUILDS: Build[] = [
  { name: 'staging', overlay: 'staging', components: [] },
  { name: 'production', overlay: 'production', components: [] },
  { name: 'staging+s3-labels', overlay: 'staging', components: ['s3-labels'] },
  { name: 'production+s3-labels', overlay: 'production', components: ['s3-labels'] },
  { name: 'staging+strimzi-topics', overlay: 'staging', components: ['strimzi-topics'] },
  {
    name: 'production+strimzi-topics+s3-labels',
    overlay: 'production',
    components: ['strimzi-topics', 's3-labels'],
  },
];

/**
 * Broken on purpose, each for one reason the validator must give (`expect`), beside a sound control
 * of each kind that must pass: if the controls failed, the broken ones would prove nothing.
 */
const BROKEN: { expect: RegExp; doc: Obj }[] = [
  {
    expect: /Additional properties are not allowed \('ingres' was unexpected\)/,
    doc: {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'broken-np-field' },
      spec: { podSelector: {}, policyTypes: ['Ingress'], ingres: [] },
    },
  },
  {
    expect: /spec\.egress\.0\.ports\.0.*'protocl' was unexpected/,
    doc: {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'broken-np-nested' },
      spec: { podSelector: {}, policyTypes: ['Egress'], egress: [{ ports: [{ protocl: 'TCP', port: 53 }] }] },
    },
  },
  {
    expect: /'minReplicasCount' was unexpected/,
    doc: {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'broken-so-field' },
      spec: {
        scaleTargetRef: { name: 'x' },
        minReplicasCount: 1,
        triggers: [{ type: 'redis', metadata: { address: 'r:6379', listName: 'l', listLength: '5' } }],
      },
    },
  },
  {
    expect: /'listLenght' is not a parameter of the redis scaler/,
    doc: {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'broken-so-trigger' },
      spec: {
        scaleTargetRef: { name: 'x' },
        triggers: [{ type: 'redis', metadata: { address: 'r:6379', listName: 'l', listLenght: '5' } }],
      },
    },
  },
  {
    expect: /triggers.*should be non-empty|\[\] should be non-empty|is too short/,
    doc: {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name: 'broken-so-no-trigger' },
      spec: { scaleTargetRef: { name: 'x' }, triggers: [] },
    },
  },
  {
    expect: /'tpye' was unexpected/,
    doc: {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      metadata: { name: 'broken-sm' },
      spec: {
        selector: { matchLabels: { a: 'b' } },
        endpoints: [
          { port: 'http', authorization: { tpye: 'Bearer', credentials: { name: 's', key: 'k' } } },
        ],
      },
    },
  },
  {
    expect: /partitions: 0 is less than the minimum of 1/,
    doc: {
      apiVersion: 'kafka.strimzi.io/v1beta2',
      kind: 'KafkaTopic',
      metadata: { name: 'broken-topic' },
      spec: { partitions: 0, replicas: 3 },
    },
  },
  {
    expect: /'volumeMount' was unexpected/,
    doc: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'broken-deployment' },
      spec: {
        selector: { matchLabels: { a: 'b' } },
        template: {
          metadata: { labels: { a: 'b' } },
          spec: { containers: [{ name: 'c', image: 'i', volumeMount: [] }] },
        },
      },
    },
  },
  {
    expect: /'labelz' was unexpected/,
    doc: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'broken-meta', labelz: {} } },
  },
  {
    expect: /no schema/,
    doc: { apiVersion: 'example.com/v1', kind: 'Unheard', metadata: { name: 'broken-kind' } },
  },
];
const CONTROLS: Obj[] = [
  {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'control-np' },
    spec: { podSelector: {}, policyTypes: ['Egress'], egress: [{ ports: [{ protocol: 'TCP', port: 53 }] }] },
  },
  {
    apiVersion: 'keda.sh/v1alpha1',
    kind: 'ScaledObject',
    metadata: { name: 'control-so' },
    spec: {
      scaleTargetRef: { name: 'x' },
      minReplicaCount: 1,
      triggers: [{ type: 'redis', metadata: { address: 'r:6379', listName: 'l', listLength: '5' } }],
    },
  },
  {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'ServiceMonitor',
    metadata: { name: 'control-sm' },
    spec: {
      selector: { matchLabels: { a: 'b' } },
      endpoints: [{ port: 'http', authorization: { type: 'Bearer', credentials: { name: 's', key: 'k' } } }],
    },
  },
  {
    apiVersion: 'kafka.strimzi.io/v1beta2',
    kind: 'KafkaTopic',
    metadata: { name: 'control-topic' },
    spec: { partitions: 1, replicas: 3 },
  },
];

/** The queues each service works (Queues of libs/contracts, and tracking's per-carrier poll queues). */
const QUEUES_OF: Record<string, string[]> = {
  identity: [Queues.mail],
  shipments: [Queues.guides],
  tracking: CARRIER_CODES.map((carrier) => pollQueueName(carrier)),
  webhooks: [Queues.webhookDeliveries],
  invoicing: [Queues.invoicingStamp],
};

const PRIVATE_RANGES = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10',
  '169.254.0.0/16',
  '127.0.0.0/8',
];

let work: string;
let rendered: Record<string, Checked[]>;
/** Where kubectl's kustomize rendered a build otherwise than the current one ('' where it did not). */
let kubectlRendered: Record<string, string>;
let broken: Checked[];
let tookMs: number;

function tools(): Record<string, string> {
  const out = execFileSync('bash', [join(ROOT, 'deploy/local/k8s-tools.sh'), 'path'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** `kustomize build` of an overlay, through a throwaway kustomization when components are added. */
async function build(kustomize: string, b: Build): Promise<string> {
  let dir = join(K8S, 'overlays', b.overlay);
  if (b.components.length) {
    dir = join(work, 'kustomizations', b.name);
    mkdirSync(dir, { recursive: true });
    const rel = (p: string) => relative(dir, join(K8S, p));
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      [
        'apiVersion: kustomize.config.k8s.io/v1beta1',
        'kind: Kustomization',
        'resources:',
        `  - ${rel(`overlays/${b.overlay}`)}`,
        'components:',
        ...b.components.map((c) => `  - ${rel(`components/${c}`)}`),
        '',
      ].join('\n'),
    );
  }
  const { stdout } = await promisify(execFile)(kustomize, ['build', dir], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return stdout;
}

function difference(want: string, got: string): string {
  if (want === got) return '';
  const [a, b] = [want.split('\n'), got.split('\n')];
  let line = a.findIndex((l, i) => l !== b[i]);
  if (line < 0) line = a.length;
  return `line ${line + 1}: ${JSON.stringify(a[line])} vs ${JSON.stringify(b[line]?.slice(0, 300))}`;
}

beforeAll(async () => {
  const t = tools();
  const started = Date.now();
  work = mkdtempSync(join(tmpdir(), 'envios-k8s-'));
  const files = BUILDS.map((b) => join(work, `${b.name}.yaml`));
  const [outputs, kubectlOutputs] = await Promise.all([
    Promise.all(BUILDS.map((b) => build(t.KUSTOMIZE, b))),
    Promise.all(
      BUILDS.map((b) => build(t.KUSTOMIZE_KUBECTL, b).catch((err: Error) => `failed: ${err.message}`)),
    ),
  ]);
  outputs.forEach((yaml, i) => writeFileSync(files[i], yaml));
  kubectlRendered = Object.fromEntries(
    BUILDS.map((b, i) => [b.name, difference(outputs[i], kubectlOutputs[i])]),
  );
  // JSON is YAML: one document a line of the multi-document stream.
  const brokenFile = join(work, 'broken.yaml');
  writeFileSync(
    brokenFile,
    [...BROKEN.map((b) => b.doc), ...CONTROLS].map((d) => JSON.stringify(d)).join('\n---\n'),
  );
  const args = [t.VALIDATE, 'check', '--crd-schemas', t.CRD_SCHEMAS];
  for (const v of t.KUBERNETES_VERSIONS.split(' ')) args.push('--kubernetes-version', v);
  const out = execFileSync(t.PYTHON, [...args, ...files, brokenFile], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  const result = JSON.parse(out) as { files: Record<string, Checked[]> };
  rendered = Object.fromEntries(BUILDS.map((b, i) => [b.name, result.files[files[i]]]));
  broken = result.files[brokenFile];
  tookMs = Date.now() - started;
}, 20 * 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
  if (tookMs)
    console.log(
      `k8s manifests: ${BUILDS.length} builds (by 2 kustomizes) built and validated in ${tookMs} ms`,
    );
});

const docs = (build: string, kind?: string): Obj[] =>
  rendered[build].map((c) => c.document).filter((d) => !kind || d.kind === kind);
const named = (build: string, kind: string, name: string): Obj | undefined =>
  docs(build, kind).find((d) => d.metadata.name === name);
const container = (deployment: Obj): Obj => deployment.spec.template.spec.containers[0];
const envValue = (deployment: Obj, name: string): string | undefined =>
  container(deployment).env?.find((e: Obj) => e.name === name)?.value;
/** The service whose image a Deployment runs (registry/envios/<service>:tag). */
const imageService = (deployment: Obj): string => container(deployment).image.split('/').pop().split(':')[0];
const httpPort = (deployment: Obj): number =>
  container(deployment).ports.find((p: Obj) => p.name === 'http').containerPort;

function matches(selector: Obj | undefined, labels: Record<string, string>): boolean {
  if (!selector) return true;
  for (const [k, v] of Object.entries(selector.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of selector.matchExpressions ?? []) {
    const has = e.key in labels;
    if (e.operator === 'In' && !(has && e.values.includes(labels[e.key]))) return false;
    if (e.operator === 'NotIn' && has && e.values.includes(labels[e.key])) return false;
    if (e.operator === 'Exists' && !has) return false;
    if (e.operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

/** Callers of each service over HTTP, from the `<SERVICE>_URL` settings in the code. */
function httpCallers(): Map<string, Set<string>> {
  const callers = new Map<string, Set<string>>(SERVICES.map((s) => [s, new Set(['bff'])]));
  for (const dir of readdirSync(join(ROOT, 'services'))) {
    let config: string;
    try {
      config = readFileSync(join(ROOT, 'services', dir, 'src/config.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const [, key] of config.matchAll(/^\s*([A-Z]+)_URL:/gm)) {
      const callee = key.toLowerCase();
      if ((SERVICES as readonly string[]).includes(callee)) callers.get(callee)!.add(dir);
    }
  }
  return callers;
}

describe('kubernetes manifests', () => {
  it.each(BUILDS.map((b) => b.name))('%s: every document passes strict validation', (name) => {
    const failures = rendered[name]
      .filter((c) => c.errors.length)
      .map((c) => `${c.kind}/${c.name}: ${c.errors}`);
    expect(failures).toEqual([]);
    const kinds = new Set(rendered[name].map((c) => c.kind));
    for (const kind of [
      'Deployment',
      'NetworkPolicy',
      'ScaledObject',
      'ServiceMonitor',
      'HorizontalPodAutoscaler',
    ])
      expect(kinds).toContain(kind);
    if (name.includes('strimzi')) expect(kinds).toContain('KafkaTopic');
    // Every namespaced object lands in the app's namespace.
    for (const d of docs(name).filter((x) => x.kind !== 'Namespace'))
      expect(`${d.kind}/${d.metadata.name} ${d.metadata.namespace}`).toBe(
        `${d.kind}/${d.metadata.name} envios`,
      );
  });

  it.each(BUILDS.map((b) => b.name))(
    "%s: kubectl's kustomize (kubectl apply -k) renders the same manifests",
    (name) => {
      expect(kubectlRendered[name]).toBe('');
    },
  );

  it('rejects each deliberately broken document for its reason, and passes the sound controls', () => {
    expect(broken).toHaveLength(BROKEN.length + CONTROLS.length);
    BROKEN.forEach((b, i) => {
      expect(broken[i].name).toBe(b.doc.metadata.name);
      expect(broken[i].errors.join('\n')).toMatch(b.expect);
    });
    for (const c of broken.slice(BROKEN.length)) expect(`${c.name}: ${c.errors}`).toBe(`${c.name}: `);
  });

  it.each(BUILDS.map((b) => b.name))(
    '%s: queue workers scale on their queues (KEDA), the other apps on CPU, never both',
    (name) => {
      const redisUrl = new URL(
        docs(name, 'ConfigMap').find((c) => c.metadata.name.startsWith('envios-config'))!.data.REDIS_URL,
      );
      for (const d of docs(name, 'Deployment')) {
        const app = d.metadata.name;
        const hpas = docs(name, 'HorizontalPodAutoscaler').filter((h) => h.spec.scaleTargetRef.name === app);
        const scaled = docs(name, 'ScaledObject').filter((s) => s.spec.scaleTargetRef.name === app);
        expect(`${app}: ${hpas.length + scaled.length}`).toBe(`${app}: 1`);
        const queues = envValue(d, 'SERVICE_ROLE') === 'api' ? [] : (QUEUES_OF[imageService(d)] ?? []);
        if (!queues.length) {
          expect(`${app}: ${hpas.length}`).toBe(`${app}: 1`);
          continue;
        }
        expect(`${app}: ${scaled.length}`).toBe(`${app}: 1`);
        const so = scaled[0];
        expect(so.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
        const redis = so.spec.triggers.filter((t: Obj) => t.type === 'redis');
        const ages = so.spec.triggers.filter((t: Obj) => t.type === 'prometheus');
        for (const queue of queues) {
          const depth = redis.find((t: Obj) => t.metadata.listName === `${BULLMQ_PREFIX}:${queue}:wait`);
          expect(`${app} ${queue} depth: ${Boolean(depth)}`).toBe(`${app} ${queue} depth: true`);
          expect(depth.metadata.address).toBe(`${redisUrl.hostname}:${redisUrl.port || 6379}`);
          expect(Number(depth.metadata.listLength)).toBeGreaterThan(0);
          expect(depth.metricType ?? 'AverageValue').toBe('AverageValue');
          const age = ages.find((t: Obj) => {
            const m = /bullmq_oldest_job_age_seconds\{[^}]*queue(=~?)"([^"]+)"/.exec(t.metadata.query);
            return m && (m[1] === '=' ? m[2] === queue : new RegExp(`^(?:${m[2]})$`).test(queue));
          });
          expect(`${app} ${queue} age: ${Boolean(age)}`).toBe(`${app} ${queue} age: true`);
          expect(age.metricType).toBe('Value');
          expect(Number(age.metadata.threshold)).toBeGreaterThan(0);
        }
        // No trigger on a queue the app does not work.
        expect(redis).toHaveLength(queues.length);
      }
    },
  );

  it('overlays set the replica ranges of HPAs and ScaledObjects', () => {
    const range = (o: Obj) =>
      o.kind === 'ScaledObject'
        ? [o.spec.minReplicaCount, o.spec.maxReplicaCount]
        : [o.spec.minReplicas, o.spec.maxReplicas];
    for (const o of [...docs('staging', 'HorizontalPodAutoscaler'), ...docs('staging', 'ScaledObject')])
      expect(`${o.metadata.name} ${range(o)}`).toBe(`${o.metadata.name} 1,3`);
    const production: Record<string, number[]> = {
      bff: [3, 10],
      quoting: [3, 10],
      shipments: [3, 10],
      'shipments-worker': [2, 10],
      identity: [2, 6],
      'tracking-worker': [2, 6],
      'webhooks-worker': [2, 6],
    };
    for (const o of [...docs('production', 'HorizontalPodAutoscaler'), ...docs('production', 'ScaledObject')])
      expect(`${o.metadata.name} ${range(o)}`).toBe(
        `${o.metadata.name} ${production[o.metadata.name] ?? [2, 6]}`,
      );
  });

  it.each(['production', 'production+strimzi-topics+s3-labels'])(
    '%s: network policies deny by default and allow only the calls the code makes',
    (name) => {
      const policies = docs(name, 'NetworkPolicy');
      expect(
        policies.some(
          (p) =>
            Object.keys(p.spec.podSelector).length === 0 &&
            [...p.spec.policyTypes].sort().join() === 'Egress,Ingress' &&
            !p.spec.ingress &&
            !p.spec.egress,
        ),
      ).toBe(true);
      const apps = docs(name, 'Deployment');
      const labelsOf = (d: Obj): Record<string, string> => d.spec.template.metadata.labels;
      const peerNames = (peer: Obj): string[] => {
        if (peer.ipBlock) return [`cidr:${peer.ipBlock.cidr}`];
        if (peer.namespaceSelector)
          return [`ns:${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'] ?? '*'}`];
        return apps.filter((a) => matches(peer.podSelector, labelsOf(a))).map((a) => a.metadata.name);
      };
      const rules = (d: Obj, type: 'Ingress' | 'Egress') =>
        policies
          .filter((p) => p.spec.policyTypes.includes(type) && matches(p.spec.podSelector, labelsOf(d)))
          .flatMap((p) => (type === 'Ingress' ? p.spec.ingress : p.spec.egress) ?? []);
      const allows = (ports: Obj[] | undefined, port: number) =>
        !ports ||
        ports.some(
          (p) => p.port === 'http' || p.port === port || (p.endPort && p.port <= port && port <= p.endPort),
        );

      const callers = httpCallers();
      for (const d of apps) {
        const app = d.metadata.name;
        // Who reaches this app.
        const from = new Set(rules(d, 'Ingress').flatMap((r: Obj) => r.from.flatMap(peerNames)));
        const want = new Set(['ns:monitoring']);
        if (app === 'bff') want.add('ns:ingress-nginx');
        for (const caller of callers.get(app) ?? []) want.add(caller);
        expect(`${app} ← ${[...from].sort()}`).toBe(`${app} ← ${[...want].sort()}`);
        // Which apps it reaches, each on its pod's http port.
        const egress = rules(d, 'Egress');
        const to = apps
          .filter((callee) =>
            egress.some(
              (r: Obj) =>
                r.to?.some((peer: Obj) => peerNames(peer).includes(callee.metadata.name)) &&
                allows(r.ports, httpPort(callee)),
            ),
          )
          .map((callee) => callee.metadata.name);
        const calls = [...callers].filter(([, c]) => c.has(app)).map(([callee]) => callee);
        expect(`${app} → ${to.sort()}`).toBe(`${app} → ${calls.sort()}`);
        // DNS for everyone; the internet only on 443 / SMTP, never to private ranges.
        expect(
          egress.some((r: Obj) => r.ports?.some((p: Obj) => p.port === 53 && p.protocol === 'UDP')),
        ).toBe(true);
        const internet = egress.filter((r: Obj) => r.to?.some((p: Obj) => p.ipBlock?.cidr === '0.0.0.0/0'));
        for (const r of internet) {
          for (const peer of r.to)
            expect(peer.ipBlock.except).toEqual(expect.arrayContaining(PRIVATE_RANGES));
        }
        const internetPorts = internet
          .flatMap((r: Obj) => r.ports.map((p: Obj) => p.port))
          .sort((a, b) => a - b);
        const wantPorts = [
          'quoting',
          'shipments',
          'shipments-worker',
          'tracking',
          'tracking-worker',
          'wallet',
          'webhooks-worker',
          'invoicing',
        ].includes(app)
          ? [443]
          : app === 'identity'
            ? [25, 465, 587]
            : [];
        expect(`${app}: ${internetPorts}`).toBe(`${app}: ${wantPorts}`);
      }
    },
  );

  it.each(BUILDS.map((b) => b.name))(
    '%s: a ServiceMonitor scrapes every app, the BFF with its bearer',
    (name) => {
      const secretKeys = readFileSync(join(K8S, 'base/secret.example.yaml'), 'utf8');
      for (const svc of docs(name, 'Service')) {
        const monitors = docs(name, 'ServiceMonitor').filter((m) =>
          matches(m.spec.selector, svc.metadata.labels),
        );
        expect(`${svc.metadata.name}: ${monitors.length}`).toBe(`${svc.metadata.name}: 1`);
        const [endpoint] = monitors[0].spec.endpoints;
        expect([endpoint.port, endpoint.path]).toEqual(['http', '/metrics']);
        expect(svc.spec.ports.map((p: Obj) => p.name)).toContain('http');
        if (svc.metadata.name === 'bff') {
          expect(endpoint.authorization).toEqual({
            type: 'Bearer',
            credentials: { name: 'envios-secrets', key: 'METRICS_TOKEN' },
          });
          expect(container(named(name, 'Deployment', 'bff')!).env).toContainEqual(
            expect.objectContaining({
              name: 'METRICS_TOKEN',
              valueFrom: { secretKeyRef: expect.objectContaining({ key: 'METRICS_TOKEN' }) },
            }),
          );
        } else {
          expect(endpoint.authorization).toBeUndefined();
        }
      }
      // Every Secret key a Deployment maps is listed in the template of the Secret.
      for (const d of docs(name, 'Deployment'))
        for (const e of container(d).env ?? [])
          if (e.valueFrom?.secretKeyRef)
            expect(secretKeys).toMatch(new RegExp(`^\\s+${e.valueFrom.secretKeyRef.key}:`, 'm'));
    },
  );

  it.each(BUILDS.map((b) => b.name))(
    '%s: label files on the shared volume, or on S3 with s3-labels',
    (name) => {
      const s3 = name.includes('s3-labels');
      const config = docs(name, 'ConfigMap').find((c) => c.metadata.name.startsWith('envios-config'))!.data;
      expect(docs(name, 'PersistentVolumeClaim').map((p) => p.metadata.name)).toEqual(
        s3 ? [] : ['shipments-labels'],
      );
      expect(config.LABEL_STORAGE).toBe(s3 ? 's3' : undefined);
      for (const d of docs(name, 'Deployment')) {
        const spec = d.spec.template.spec;
        const app = d.metadata.name;
        // The root filesystem is read-only: /tmp is an emptyDir everywhere.
        expect(container(d).volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
        const claims = (spec.volumes ?? []).filter((v: Obj) => v.persistentVolumeClaim);
        const stores = app === 'shipments' || app === 'shipments-worker';
        if (s3 || !stores) {
          expect(`${app}: ${claims.length} ${envValue(d, 'LABELS_DIR')}`).toBe(`${app}: 0 undefined`);
        } else {
          expect(claims.map((v: Obj) => v.persistentVolumeClaim.claimName)).toEqual(['shipments-labels']);
          expect(container(d).volumeMounts).toContainEqual({
            name: 'labels',
            mountPath: envValue(d, 'LABELS_DIR'),
          });
        }
        const s3Keys = (container(d).env ?? [])
          .filter((e: Obj) => e.name.startsWith('S3_'))
          .map((e: Obj) => [e.name, e.valueFrom?.secretKeyRef?.optional]);
        expect(s3Keys).toEqual(
          s3 && stores
            ? [
                ['S3_ACCESS_KEY_ID', true],
                ['S3_SECRET_ACCESS_KEY', true],
              ]
            : [],
        );
      }
      if (s3) for (const key of ['S3_BUCKET', 'S3_REGION']) expect(config[key]).toBeTruthy();
    },
  );

  it('the committed Strimzi topics are those the generator writes from ALL_TOPICS', () => {
    expect(readFileSync(TOPICS_FILE, 'utf8')).toBe(kafkaTopicsYaml(ALL_TOPICS));
    // And the generator follows the list: one more topic, one more KafkaTopic.
    expect(kafkaTopicsYaml([...ALL_TOPICS, 'extra.events'])).toMatch(/topicName: extra\.events/);
  });

  it.each(BUILDS.map((b) => b.name))('%s: Kafka topics by the Job, or as Strimzi KafkaTopics', (name) => {
    const strimzi = name.includes('strimzi-topics');
    const topics = docs(name, 'KafkaTopic').map((t) => t.spec.topicName ?? t.metadata.name);
    expect(topics.sort()).toEqual(strimzi ? [...ALL_TOPICS].sort() : []);
    expect(docs(name, 'Job').map((j) => j.metadata.name)).toEqual(strimzi ? [] : ['create-topics']);
  });
});
