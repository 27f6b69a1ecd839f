import type { Role } from '@envios/domain';
import { api, createUser, demoSession, signIn, type Session } from '@envios/testing';

const ALL_ON = {
  guideReady: true,
  paymentReceipt: true,
  topUpReceipt: true,
  refund: true,
  guideCancelled: true,
};

async function fresh(rol: Role): Promise<Session> {
  const u = await createUser({ rol });
  return signIn(u.email, u.password);
}

const settingsOf = (session: Session) => api('GET', '/account/settings', { token: session.token });
const change = (session: Session, body: unknown) =>
  api('PUT', '/account/settings', { token: session.token, body });

describe('GET and PUT /account/settings', () => {
  it('answers every role its own settings; the auto-pay choice only to the roles that pay', async () => {
    for (const role of ['superadmin', 'sales', 'client', 'user', 'admin'] as const) {
      const r = await settingsOf(await demoSession(role));
      expect([role, r.status, Object.keys(r.body.emails).sort()]).toEqual([
        role,
        200,
        Object.keys(ALL_ON).sort(),
      ]);
      expect(typeof r.body.overweightAutopay).toBe('boolean');
    }
    const helpdesk = await settingsOf(await demoSession('helpdesk'));
    expect(helpdesk.status).toBe(200);
    expect(helpdesk.body).not.toHaveProperty('overweightAutopay');
    expect((await api('GET', '/account/settings')).status).toBe(401);
    expect((await api('PUT', '/account/settings', { body: { overweightAutopay: true } })).status).toBe(401);
  });

  it("changes only the caller's own settings, and only what the body names", async () => {
    const a = await fresh('client');
    const b = await fresh('client');
    expect((await settingsOf(a)).body).toEqual({ emails: ALL_ON, overweightAutopay: false });

    const changed = await change(a, {
      emails: { guideReady: false, refund: false },
      overweightAutopay: true,
    });
    const expected = { emails: { ...ALL_ON, guideReady: false, refund: false }, overweightAutopay: true };
    expect([changed.status, changed.body]).toEqual([200, expected]);
    expect((await settingsOf(a)).body).toEqual(expected);

    const again = await change(a, { emails: { refund: true } });
    expect(again.body).toEqual({ ...expected, emails: { ...expected.emails, refund: true } });
    // Nobody else's: b is untouched, and a body naming another account is refused.
    expect((await settingsOf(b)).body).toEqual({ emails: ALL_ON, overweightAutopay: false });
    const other = await change(a, { userId: b.id, emails: { guideReady: false } });
    expect(other.body).toMatchObject({
      statusCode: 400,
      code: 'REQUEST.VALIDATION_FAILED',
      message: 'La configuración no tiene esa opción.',
    });
    expect((await settingsOf(b)).body).toEqual({ emails: ALL_ON, overweightAutopay: false });
  });

  it('refuses bad input with a Spanish 400', async () => {
    const a = await fresh('user');
    const cases: [unknown, string][] = [
      [
        { emails: { guideReady: 'no' } },
        'Cada opción de la configuración se activa (true) o se desactiva (false).',
      ],
      [{ overweightAutopay: 1 }, 'Cada opción de la configuración se activa (true) o se desactiva (false).'],
      [{ emails: { newsletter: false } }, 'La configuración no tiene esa opción.'],
      [{}, 'Indica qué opción de la configuración quieres cambiar.'],
      [{ emails: {} }, 'Indica qué opción de la configuración quieres cambiar.'],
    ];
    for (const [body, message] of cases) {
      const r = await change(a, body);
      expect({ body, answer: r.body }).toEqual({
        body,
        answer: expect.objectContaining({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED', message }),
      });
    }
    expect((await settingsOf(a)).body).toEqual({ emails: ALL_ON, overweightAutopay: false });
  });

  it('lets a role that pays no shipments turn e-mails off, but not choose overweight auto-pay', async () => {
    const helpdesk = await fresh('helpdesk');
    const refused = await change(helpdesk, { overweightAutopay: true });
    expect(refused.body).toMatchObject({
      statusCode: 403,
      code: 'AUTH.FORBIDDEN',
      message: 'Tu rol no paga envíos, así que no puede pagar sobrepesos automáticamente.',
    });
    const changed = await change(helpdesk, { emails: { guideCancelled: false } });
    expect(changed.body).toEqual({ emails: { ...ALL_ON, guideCancelled: false } });
  });
});
