import { randomBytes } from 'node:crypto';

/**
 * Client credentials the sandbox accepts: the built-in pairs below, and, by convention for tests,
 * any client_id whose client_secret is SANDBOX_SECRET (so each test can use its own client_id and
 * count its own token requests).
 */
const SANDBOX_SECRET = 'sandbox-secret';
const BUILT_IN_CLIENTS: Readonly<Record<string, string>> = {
  'l7envios-sandbox-portal': 'envios-sandbox-portal-secret',
  'l7envios-sandbox-demo': 'envios-sandbox-demo-secret',
};

export function isValidClient(clientId: string, clientSecret: string): boolean {
  if (!clientId || !clientSecret) return false;
  return clientSecret === SANDBOX_SECRET || BUILT_IN_CLIENTS[clientId] === clientSecret;
}

interface IssuedToken {
  clientId: string;
  expiresAt: number;
}

/** Opaque bearer tokens in memory, each valid for `ttlSeconds`. */
export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(
    readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(clientId: string): { accessToken: string; expiresIn: number } {
    this.sweep();
    const accessToken = `sbx.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(accessToken, { clientId, expiresAt: this.now() + this.ttlSeconds * 1000 });
    return { accessToken, expiresIn: this.ttlSeconds };
  }

  /** The client of a live token, or undefined for an unknown or expired one. */
  verify(accessToken: string): string | undefined {
    const token = this.tokens.get(accessToken);
    if (!token) return undefined;
    if (token.expiresAt <= this.now()) {
      this.tokens.delete(accessToken);
      return undefined;
    }
    return token.clientId;
  }

  /** Forgets every token (of one client when given); returns how many. */
  revoke(clientId?: string): number {
    let revoked = 0;
    for (const [value, token] of this.tokens) {
      if (clientId === undefined || token.clientId === clientId) {
        this.tokens.delete(value);
        revoked++;
      }
    }
    return revoked;
  }

  private sweep(): void {
    const now = this.now();
    for (const [value, token] of this.tokens) if (token.expiresAt <= now) this.tokens.delete(value);
  }
}
