import { join } from 'node:path';
import { formatFiles, generateFiles, names, type Tree } from '@nx/devkit';
import { addExport, addImport, appendToArray, editFile } from '../shared/edit';

export interface SliceOptions {
  service: string;
  area: string;
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path?: string;
  event?: string;
  /** A BullMQ job: the queue's name. */
  job?: string;
  /** With an HTTP operation: its public path in the BFF (under /api/v1), e.g. /invoices/:id. */
  public?: string;
  /** With --public: the permission of libs/domain's API_PERMISSIONS the BFF checks. */
  permission?: string;
  description?: string;
}

const CONTRACTS = 'libs/contracts/src';

/**
 * Stamps one operation of a service in the shape of ARCHITECTURE.md. An HTTP operation (--method,
 * --path) gets its typed route and request/answer schemas in libs/contracts, a controller and a use
 * case, and with --public (and --permission) the BFF's handler of its public path; an operation run
 * on an event (--event) gets an on-<event> consumer and a use case, and the service consumes the
 * event's topic; a job (--job <queue>) gets the queue, its processor and a use case. Either way the
 * area's error table gets the operation's first entry, the service module registers the new
 * classes, and a test is written next to the others. The generated use case answers that error
 * until it is written.
 */
export default async function sliceGenerator(tree: Tree, options: SliceOptions) {
  const http = !!options.method && !!options.path;
  if ([http, !!options.event, !!options.job].filter(Boolean).length !== 1)
    throw new Error('Give one of --method and --path (HTTP), --event or --job.');
  if (options.public && (!http || !options.permission))
    throw new Error('--public goes with an HTTP operation (--method, --path) and a --permission.');
  const service = names(options.service);
  const area = names(options.area);
  const op = names(options.name);
  const serviceRoot = `services/${service.fileName}`;
  const modulePath = `${serviceRoot}/src/${service.fileName}.module.ts`;
  if (!tree.exists(modulePath)) throw new Error(`${modulePath} does not exist: generate the service first.`);

  const vars = {
    service: service.fileName,
    serviceClass: service.className,
    areaClass: area.className,
    op: op.fileName,
    opClass: op.className,
    opProperty: op.propertyName,
    description: options.description ?? `${op.fileName.replace(/-/g, ' ')}.`,
    tmpl: '',
  };
  addErrorEntry(tree, area.fileName, area.className, op.propertyName, op.constantName);

  const areaDir = `${serviceRoot}/src/${area.fileName}`;
  if (http) {
    const method = options.method!;
    const path = options.path!;
    if (!path.startsWith('/internal/')) throw new Error('An internal path starts with /internal/.');
    const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
    const samplePath = path.replace(/:([A-Za-z]+)/g, 'x');
    addSchemas(tree, area.fileName, op.className, method, path, hasBody);
    addRoute(
      tree,
      service.fileName,
      service.className,
      op.propertyName,
      op.className,
      method,
      path,
      params,
      hasBody,
      area.fileName,
    );
    const all = { ...vars, method, path, params, hasBody, samplePath };
    generateFiles(tree, join(__dirname, 'files/http'), `${areaDir}/${op.fileName}`, {
      ...all,
      op: op.fileName,
    });
    tree.rename(
      `${areaDir}/${op.fileName}/${op.fileName}.spec.ts`,
      `${serviceRoot}/test/${area.fileName}/${op.fileName}.spec.ts`,
    );
    register(tree, modulePath, `./${area.fileName}/${op.fileName}/${op.fileName}`, op.className, true);
    if (options.public) addBffHandler(tree, all, options.public, options.permission!);
  } else if (options.job) {
    const queue = names(options.job);
    generateFiles(tree, join(__dirname, 'files/job'), `${areaDir}/${op.fileName}`, {
      ...vars,
      queue: queue.fileName,
      queueConstant: `${queue.constantName}_QUEUE`,
    });
    tree.rename(
      `${areaDir}/${op.fileName}/${op.fileName}.spec.ts`,
      `${serviceRoot}/test/${area.fileName}/${op.fileName}.spec.ts`,
    );
    const base = `./${area.fileName}/${op.fileName}/${op.fileName}`;
    register(tree, modulePath, base, op.className, false);
    editFile(tree, modulePath, (text) => {
      let next = addImport(
        text,
        `import { ${op.className}Processor, ${queue.constantName}_QUEUE } from '${base}.processor';`,
      );
      next = appendToArray(next, 'providers: [', `${op.className}Processor`);
      if (!/from '@nestjs\/bullmq'/.test(next))
        next = `import { BullModule } from '@nestjs/bullmq';\n${next}`;
      return appendToArray(
        next,
        'imports: [',
        `BullModule.registerQueue({ name: ${queue.constantName}_QUEUE })`,
      );
    });
  } else {
    const event = names(options.event!);
    const topic = topicOf(tree, options.event!);
    const all = { ...vars, event: options.event!, eventClass: event.className, eventFile: event.fileName };
    generateFiles(tree, join(__dirname, 'files/event'), areaDir, all);
    tree.rename(
      `${areaDir}/${op.fileName}.usecase.ts`,
      `${areaDir}/${op.fileName}/${op.fileName}.usecase.ts`,
    );
    tree.rename(
      `${areaDir}/${op.fileName}.spec.ts`,
      `${serviceRoot}/test/${area.fileName}/${op.fileName}.spec.ts`,
    );
    register(tree, modulePath, `./${area.fileName}/${op.fileName}/${op.fileName}`, op.className, false);
    const consumerFile = `./${area.fileName}/on-${event.fileName}/${event.fileName}`;
    editFile(tree, modulePath, (text) =>
      appendToArray(
        addImport(text, `import { ${event.className}Consumer } from '${consumerFile}.consumer';`),
        'providers: [',
        `${event.className}Consumer`,
      ),
    );
    consumeTopic(tree, `${serviceRoot}/src/service.ts`, topic);
  }
  await formatFiles(tree);
}

/**
 * The BFF's handler of the operation's public path (`bff/src/<service>/<op>.handler.ts`): the
 * permission checked, the body validated with the contract's schema, the service called with the
 * signed caller, documented from the same schemas; registered among the BFF's controllers.
 */
function addBffHandler(
  tree: Tree,
  vars: Record<string, unknown> & {
    service: string;
    op: string;
    opClass: string;
    method: string;
    params: string[];
  },
  publicPath: string,
  permission: string,
): void {
  if (!publicPath.startsWith('/') || publicPath.startsWith('/api/'))
    throw new Error('--public is the path under /api/v1, e.g. /invoices/:id.');
  const publicParams = [...publicPath.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  const methodDecorator = vars.method.charAt(0) + vars.method.slice(1).toLowerCase();
  generateFiles(tree, join(__dirname, 'files/bff'), `bff/src/${vars.service}`, {
    ...vars,
    publicPath,
    publicParams,
    permission,
    methodDecorator,
  });
  tree.rename(
    `bff/src/${vars.service}/${vars.op}.controller.ts`,
    `bff/src/${vars.service}/${vars.op}.handler.ts`,
  );
  editFile(tree, 'bff/src/app.module.ts', (text) =>
    appendToArray(
      addImport(text, `import { ${vars.opClass}Handler } from './${vars.service}/${vars.op}.handler';`),
      'controllers: [',
      `${vars.opClass}Handler`,
    ),
  );
}

/** `<area>.errors.ts`: the area's table, created with its first entry, or one entry more. */
function addErrorEntry(
  tree: Tree,
  area: string,
  areaClass: string,
  opProperty: string,
  opConstant: string,
): void {
  const file = `${CONTRACTS}/errors/${area}.errors.ts`;
  const entry = `  ${opProperty}NotImplemented: { status: 501, code: '${names(area).constantName}.${opConstant}_NOT_IMPLEMENTED', message: 'Esta operación aún no está disponible.' },\n`;
  if (!tree.exists(file)) {
    tree.write(
      file,
      `import { defineErrors } from './common.errors';\n\n/** The ${area} area. */\nexport const ${areaClass}Errors = defineErrors({\n${entry}});\n`,
    );
    addExport(tree, `${CONTRACTS}/errors/index.ts`, `./${area}.errors`);
    return;
  }
  editFile(tree, file, (text) =>
    text.includes(`${opProperty}NotImplemented`) ? text : text.replace(/\n\}\);\s*$/, `\n${entry}});\n`),
  );
}

/** `api/<area>.api.ts`: what the operation takes (when it has a body) and answers, as zod schemas. */
function addSchemas(
  tree: Tree,
  area: string,
  opClass: string,
  method: string,
  path: string,
  hasBody: boolean,
): void {
  const file = `${CONTRACTS}/api/${area}.api.ts`;
  if (!tree.exists(file)) {
    tree.write(file, `import { z } from 'zod';\n`);
    addExport(tree, `${CONTRACTS}/index.ts`, `./api/${area}.api`);
  }
  editFile(tree, file, (text) => {
    if (text.includes(`${opClass}ResponseSchema`)) return text;
    const body = hasBody
      ? `\n/** ${method} ${path}: what it takes. */\nexport const ${opClass}BodySchema = z.object({});\nexport type ${opClass}Body = z.infer<typeof ${opClass}BodySchema>;\n`
      : '';
    return `${text.trimEnd()}\n${body}\n/** ${method} ${path}: what it answers. */\nexport const ${opClass}ResponseSchema = z.object({});\nexport type ${opClass}Response = z.infer<typeof ${opClass}ResponseSchema>;\n`;
  });
}

/** `internal/<service>.routes.ts`: the service's routes, created, or one route more. */
function addRoute(
  tree: Tree,
  service: string,
  serviceClass: string,
  opProperty: string,
  opClass: string,
  method: string,
  path: string,
  params: string[],
  hasBody: boolean,
  area: string,
): void {
  const file = `${CONTRACTS}/internal/${service}.routes.ts`;
  if (!tree.exists(file)) {
    tree.write(
      file,
      `import { z } from 'zod';\nimport { defineRoute } from './route';\n\n/** The ${service} service's internal API. */\nexport const ${serviceClass}Routes = {\n} as const;\n`,
    );
    addExport(tree, `${CONTRACTS}/index.ts`, `./internal/${service}.routes`);
  }
  editFile(tree, file, (text) => {
    if (new RegExp(`^\\s+${opProperty}: defineRoute`, 'm').test(text)) return text;
    const schemas = [hasBody ? `${opClass}BodySchema` : '', `${opClass}ResponseSchema`].filter(Boolean);
    let next = addImport(text, `import { ${schemas.join(', ')} } from '../api/${area}.api';`);
    if (params.length && !/import \{ z \} from 'zod';/.test(next)) next = `import { z } from 'zod';\n${next}`;
    const lines = [
      `method: '${method}'`,
      `path: '${path}'`,
      params.length ? `params: z.object({ ${params.map((p) => `${p}: z.string()`).join(', ')} })` : '',
      hasBody ? `body: ${opClass}BodySchema` : '',
      `response: ${opClass}ResponseSchema`,
    ].filter(Boolean);
    const route = `  ${opProperty}: defineRoute({ ${lines.join(', ')} }),\n`;
    return next.replace(/\n\} as const;\s*$/, `\n${route}} as const;\n`);
  });
}

/** Adds the controller (HTTP) and the use case to the service module. */
function register(
  tree: Tree,
  modulePath: string,
  base: string,
  opClass: string,
  withController: boolean,
): void {
  editFile(tree, modulePath, (text) => {
    let next = addImport(text, `import { ${opClass}UseCase } from '${base}.usecase';`);
    next = appendToArray(next, 'providers: [', `${opClass}UseCase`);
    if (withController) {
      next = addImport(next, `import { ${opClass}Controller } from '${base}.controller';`);
      next = appendToArray(next, 'controllers: [', `${opClass}Controller`);
    }
    return next;
  });
}

/** The topic of an event contract (`Topics.<service>`), read from libs/contracts/src/events. */
function topicOf(tree: Tree, event: string): string {
  for (const file of tree.children(`${CONTRACTS}/events`)) {
    const text = tree.read(`${CONTRACTS}/events/${file}`, 'utf-8') ?? '';
    const match = new RegExp(
      `export const ${event} = defineEvent\\(\\{[^}]*?topic: Topics\\.(\\w+)`,
      's',
    ).exec(text);
    if (match) return match[1];
  }
  throw new Error(`No event contract ${event} in ${CONTRACTS}/events.`);
}

/** Adds `Topics.<topic>` to the service's consumed topics. */
function consumeTopic(tree: Tree, servicePath: string, topic: string): void {
  editFile(tree, servicePath, (text) => {
    let next = appendToArray(text, 'consumes: [', `Topics.${topic}`);
    if (!/import \{[^}]*\bTopics\b[^}]*\} from '@envios\/contracts'/.test(next)) {
      next = `import { Topics } from '@envios/contracts';\n${next}`;
    }
    return next;
  });
}
