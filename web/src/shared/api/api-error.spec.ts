import { Messages } from '@envios/contracts';
import { errorMessage, errorStatus, fieldErrors } from './api-error';

const apiAnswer = (status: number, body: Record<string, unknown>) => ({
  status,
  data: { statusCode: status, ...body },
});

describe('api errors', () => {
  it("reads the server's status and Spanish message", () => {
    const taken = apiAnswer(409, { code: 'USER.EMAIL_TAKEN', message: 'Ya existe una cuenta.' });
    expect([errorStatus(taken), errorMessage(taken)]).toEqual([409, 'Ya existe una cuenta.']);
  });

  it('keeps the HTTP status of an answer whose body was not JSON and falls back to a generic text', () => {
    const htmlPage = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' };
    expect([errorStatus(htmlPage), errorMessage(htmlPage)]).toEqual([502, Messages.api.internal]);
  });

  it('says the service is unavailable when nothing answered', () => {
    const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect([errorStatus(offline), errorMessage(offline)]).toEqual([null, Messages.api.serviceUnavailable]);
  });

  it('keys the field messages of a 400 by their top-level field', () => {
    const invalid = apiAnswer(400, {
      message: 'Introduce tu apellido.',
      details: [
        { path: 'last_name', message: 'Introduce tu apellido.' },
        { path: 'phone', message: 'Introduce un número de teléfono válido.' },
      ],
    });
    expect(fieldErrors(invalid)).toEqual({
      last_name: 'Introduce tu apellido.',
      phone: 'Introduce un número de teléfono válido.',
    });
  });
});
