import { ApiErrorSchema } from '@envios/contracts';
import { appUrl, rawRequest } from '@envios/testing';

const ERROR_STATUSES = ['400', '401', '403', '404', '409', '410', '413', '415', '422', '429'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema?: Record<string, unknown> } } }>;
}

describe('GET /api/docs-json (OpenAPI)', () => {
  let document: {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    const r = await rawRequest(appUrl('bff'), 'GET', '/api/docs-json');
    expect(r.status).toBe(200);
    document = r.body;
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );

  it('documents every operation’s success answer with its schema', () => {
    expect(operations().length).toBeGreaterThan(30);
    const withoutSchema = operations()
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
        // JSON for the API; a label file (GET /api/public/{file}) is documented as its binary media types.
        return (
          !success.length ||
          success.some(([, r]) => !Object.values<{ schema?: unknown }>(r.content ?? {}).some((c) => c.schema))
        );
      })
      .map(({ name }) => name);
    expect(withoutSchema).toEqual([]);
  });

  it('documents 400, 401, 403, 404, 409, 410, 413, 415, 422 and 429 on every operation, with the error body', () => {
    for (const { name, operation } of operations()) {
      for (const status of ERROR_STATUSES) {
        expect([name, status, operation.responses[status]?.content?.['application/json']?.schema]).toEqual([
          name,
          status,
          { $ref: '#/components/schemas/ApiError' },
        ]);
      }
    }
    // The documented error body is the one the platform answers with.
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['statusCode', 'code', 'message']),
    });
    expect(Object.keys((document.components.schemas.ApiError as any).properties).sort()).toEqual(
      Object.keys(ApiErrorSchema.shape).sort(),
    );
  });

  it('writes schemas for OpenAPI 3.0 (no JSON Schema dialect keys a 3.0 reader refuses)', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const text = JSON.stringify(document);
    expect(text).not.toContain('"$schema"');
    expect(text).not.toMatch(/"type":\[/);
  });
});
