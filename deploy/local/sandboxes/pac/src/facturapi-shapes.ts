/** What a route answers: JSON (`body`) or a file (`file` with its content type and name). */
export interface Reply {
  status: number;
  body?: unknown;
  file?: { bytes: Buffer; contentType: string; filename: string };
  headers?: Record<string, string>;
  /** Hold the answer this long after the work is done (the timeout fault). */
  delayMs?: number;
}

/** One detail of Facturapi's error object (`errors[]`). */
export interface ErrorDetail {
  message: string;
  code: string;
  path?: string;
  location?: 'body' | 'query' | 'params';
  source: 'facturapi' | 'sat' | 'pac';
}

/**
 * Facturapi's error object (docs: getting-started/errors): {ok:false, message, status, code,
 * location?, path?, errors?}; with details, message and path repeat the first one's.
 */
export function facturapiError(status: number, code: string, message: string, errors?: ErrorDetail[]): Reply {
  const first = errors?.[0];
  return {
    status,
    body: {
      ok: false,
      message: first?.message ?? message,
      status,
      code,
      ...(first?.location ? { location: first.location } : {}),
      ...(first?.path ? { path: first.path } : {}),
      ...(errors?.length ? { errors } : {}),
    },
  };
}

export const invalidRequest = (errors: ErrorDetail[]) =>
  facturapiError(400, 'invalid_request', 'La solicitud no es válida.', errors);

export const notFound = (message = 'No se encontró la factura.', code = 'invoice_not_found') =>
  facturapiError(404, code, message);
