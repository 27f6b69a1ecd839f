import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TlsFiles {
  /** The test CA's certificate (PEM): what clients are told to trust. */
  ca: string;
  /** The server's certificate and key (PEM), for 127.0.0.1 and localhost, signed by the CA. */
  serverCert: string;
  serverKey: string;
  /** The server's key and certificate in one file (Kafka's PEM keystore). */
  serverKeystore: string;
  /** A client certificate and key signed by the CA (mutual TLS). */
  clientCert: string;
  clientKey: string;
}

const openssl = (dir: string, ...args: string[]) =>
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });

/** A throw-away CA with a server and a client certificate in `dir` (openssl; unencrypted PKCS#8 keys). */
export function makeTlsFiles(dir: string): TlsFiles {
  openssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=envios-test-ca',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  writeFileSync(join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n');
  for (const [name, subject] of [
    ['server', '/CN=localhost'],
    ['client', '/CN=envios-client'],
  ]) {
    openssl(
      dir,
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      subject,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
    );
    openssl(
      dir,
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.pem`,
    );
  }
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  writeFileSync(join(dir, 'server-keystore.pem'), read('server.key') + read('server.pem'));
  return {
    ca: join(dir, 'ca.pem'),
    serverCert: join(dir, 'server.pem'),
    serverKey: join(dir, 'server.key'),
    serverKeystore: join(dir, 'server-keystore.pem'),
    clientCert: join(dir, 'client.pem'),
    clientKey: join(dir, 'client.key'),
  };
}
