import { Messages } from '@envios/contracts';
import { signInErrorText } from './sign-in-error';

const answer = (status: number | string, message?: string) => ({
  status,
  data: message === undefined ? undefined : { statusCode: status, code: 'X', message },
});

describe('signInErrorText', () => {
  it('shows the invalid-credentials text for a 404', () => {
    expect(signInErrorText(answer(404, 'Correo y/o contraseña inválidos'))).toBe(
      Messages.login.invalidCredentials,
    );
    expect(signInErrorText(answer(404))).toBe(Messages.login.invalidCredentials);
  });

  it("shows the not-approved notice naming WhatsApp for a 404 'no active'", () => {
    expect(signInErrorText(answer(404, 'no active'))).toBe(Messages.login.notApproved);
    expect(Messages.login.notApproved).toContain('WhatsApp');
  });

  it("shows the server's message for too many attempts", () => {
    const message = 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.';
    expect(signInErrorText(answer(429, message))).toBe(message);
  });

  it('shows a service-unavailable text when the API cannot be reached', () => {
    expect(signInErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      Messages.api.serviceUnavailable,
    );
  });
});
