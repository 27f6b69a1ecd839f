import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { WebhookErrors, type ErrorEntry } from '@envios/contracts';
import { APP_CONFIG } from '@envios/platform';
import type { WebhooksConfig } from '../config';

/** Addresses a webhook may never reach in production: private, loopback, link-local, reserved. */
const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');

function forbidden(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return FORBIDDEN.check(mapped[1], 'ipv4');
  return FORBIDDEN.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * SSRF defence for webhook URLs: https only, and a host that resolves to public addresses only —
 * checked when the endpoint is saved and again before each delivery (a name may be re-pointed).
 * The local profile allows plain HTTP and this machine's addresses (WEBHOOK_ALLOW_*).
 */
@Injectable()
export class UrlGuard {
  constructor(@Inject(APP_CONFIG) private readonly config: WebhooksConfig) {}

  /** Why this URL may not be called, or null when it may. */
  async refusal(url: string): Promise<ErrorEntry | null> {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && !(this.config.WEBHOOK_ALLOW_HTTP && parsed.protocol === 'http:'))
      return WebhookErrors.httpsOnly;
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return WebhookErrors.unresolvable;
    }
    if (!addresses.length) return WebhookErrors.unresolvable;
    if (!this.config.WEBHOOK_ALLOW_PRIVATE && addresses.some(forbidden))
      return WebhookErrors.addressNotAllowed;
    return null;
  }
}
