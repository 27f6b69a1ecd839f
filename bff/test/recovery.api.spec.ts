import { api, appEnv, createUser, mongoDb, signIn, uniqueEmail, waitForMail } from '@envios/testing';
import { createHash } from 'node:crypto';

const tokenFromMail = (html: string) => {
  const match = html.match(/\/password-recovery\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error('no reset link in the e-mail');
  return match[1];
};

async function requestLink(email: string): Promise<string> {
  const before = Date.now();
  const r = await api('POST', '/password-recovery', { body: { email } });
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ message: '¡Éxito! Verifica tu correo para configurar tu nueva contraseña.' });
  const mail = await waitForMail(email, /Restablece/);
  expect(Date.parse(mail.date)).toBeGreaterThanOrEqual(before - 1000);
  // The link opens the portal where people open it (PUBLIC_URL).
  expect(mail.html).toContain(`${appEnv('identity').PUBLIC_URL}/password-recovery/`);
  return tokenFromMail(mail.html!);
}

describe('password recovery', () => {
  it('answers 404 with the spec text for an unknown e-mail', async () => {
    const r = await api('POST', '/password-recovery', { body: { email: uniqueEmail('nadie') } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'RECOVERY.UNKNOWN_EMAIL', message: '¡Error! El correo no existe.' });
  });

  it('e-mails a link that sets the new password once, and ends existing sessions', async () => {
    const user = await createUser();
    const session = await signIn(user.email, user.password);
    const token = await requestLink(user.email);

    const reset = await api('POST', `/password-recovery/${token}`, { body: { password: 'Nueva5678' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ updated: true });
    expect((await api('GET', `/users/${user.id}`, { token: session.token })).status).toBe(401);
    expect(
      (await api('POST', '/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(404);
    expect((await api('POST', '/login', { body: { email: user.email, password: 'Nueva5678' } })).status).toBe(
      200,
    );

    const again = await api('POST', `/password-recovery/${token}`, { body: { password: 'Otra9999' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'RECOVERY.TOKEN_INVALID',
      message: 'El enlace para restablecer tu contraseña no es válido o ya expiró. Solicita uno nuevo.',
    });
  });

  it('refuses a link after it expires', async () => {
    const user = await createUser();
    const token = await requestLink(user.email);
    // Travel past the hour: the stored expiry is moved to the past.
    const hash = createHash('sha256').update(token).digest('hex');
    const resets = (await mongoDb('envios_identity')).collection<{
      _id: string;
      expiresAt: Date;
      createdAt: Date;
    }>('password_resets');
    const stored = await resets.findOne({ _id: hash });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(60 * 60_000);
    await resets.updateOne({ _id: hash }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    const r = await api('POST', `/password-recovery/${token}`, { body: { password: 'Nueva5678' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('RECOVERY.TOKEN_INVALID');
    expect(
      (await api('POST', '/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(200);
  });

  it('validates the new password (4 to 12) and the link format', async () => {
    const user = await createUser();
    const token = await requestLink(user.email);
    const short = await api('POST', `/password-recovery/${token}`, { body: { password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('La contraseña debe tener entre 4 y 12 caracteres');
    expect((await api('POST', '/password-recovery/abc', { body: { password: 'Nueva5678' } })).status).toBe(
      400,
    );
    // The failed attempt did not burn the link.
    expect(
      (await api('POST', `/password-recovery/${token}`, { body: { password: 'Nueva5678' } })).status,
    ).toBe(200);
  });
});
