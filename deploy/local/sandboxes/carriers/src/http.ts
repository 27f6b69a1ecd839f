import type { IncomingMessage } from 'node:http';

/** What a route answers: JSON `body`, or `raw` text sent as is (to imitate a broken upstream). */
export interface Reply {
  status: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

export function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
