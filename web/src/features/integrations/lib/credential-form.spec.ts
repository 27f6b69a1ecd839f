import type { CredentialDto } from '@envios/contracts';
import {
  CredentialFormSchema,
  credentialFieldOf,
  credentialFormValues,
  keyLabel,
  keysOf,
} from './credential-form';

describe('keyLabel', () => {
  it('derives the input labels from the key names', () => {
    expect(
      ['url', 'token', 'client_id', 'client_secret', 'account', 'usuario', 'contrasena'].map(keyLabel),
    ).toEqual(['URL', 'Token', 'Client ID', 'Client secret', 'Account', 'Usuario', 'Contrasena']);
  });
});

describe('credentialFormValues', () => {
  const stored: CredentialDto = {
    name: 'ENTREGA',
    active: true,
    mode: 'test',
    keys: { test: { url: 'https://entrega.test', usuario: '••••••••ario', contrasena: '••••••••1234' } },
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('fills the keys of the mode with the values as returned (masked secrets included)', () => {
    expect(credentialFormValues('ENTREGA', 'test', true, stored)).toEqual({
      name: 'ENTREGA',
      mode: 'test',
      active: true,
      'keys.url': 'https://entrega.test',
      'keys.usuario': '••••••••ario',
      'keys.contrasena': '••••••••1234',
    });
  });

  it('leaves the keys of a mode with nothing stored empty', () => {
    const values = credentialFormValues('ENTREGA', 'production', true, stored);
    expect(keysOf('ENTREGA').map((key) => values[`keys.${key}`])).toEqual(['', '', '']);
  });
});

describe('CredentialFormSchema', () => {
  it('sends only the keys of the chosen carrier', () => {
    const parsed = CredentialFormSchema.parse({
      name: 'EPAK',
      mode: 'production',
      active: false,
      'keys.token': 'abc',
      'keys.url': 'https://epak.mx/api',
      'keys.usuario': 'left over from ENTREGA',
    });
    expect(parsed).toEqual({
      name: 'EPAK',
      mode: 'production',
      active: false,
      keys: { token: 'abc', url: 'https://epak.mx/api' },
    });
  });

  it('puts a missing key on its own field, with the contract message', () => {
    const result = CredentialFormSchema.safeParse({
      name: 'EPAK',
      mode: 'test',
      active: true,
      'keys.token': '',
      'keys.url': 'https://x.mx',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [credentialFieldOf(issue.path), issue.message]);
    expect(issues).toEqual([['keys.token', 'Falta la llave token.']]);
  });

  it('asks for a carrier when none is chosen', () => {
    const result = CredentialFormSchema.safeParse({ name: '', mode: 'test', active: false });
    expect(result.error!.issues.map((issue) => credentialFieldOf(issue.path))).toEqual(['name']);
  });
});
