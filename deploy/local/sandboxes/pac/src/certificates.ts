/**
 * The two certificates a stamped CFDI carries: the issuer's CSD (Sello, NoCertificado, Certificado)
 * and the one the stamp is sealed with (SelloSAT, NoCertificadoSAT). Real ones come from SAT; these
 * are self-signed test certificates made with openssl the first time the sandbox starts, kept in its
 * data directory (never committed) and reused after that.
 *
 * SAT's certificate numbers are the 20-digit number written in ASCII as the certificate's serial
 * (serial 0x3330303031… is number 30001…); ours are made the same way, so NoCertificado is read
 * from the serial as it is from a real CSD.
 */
import { X509Certificate, createPrivateKey, randomInt, type KeyObject } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

export interface SigningCertificate {
  /** NoCertificado: 20 digits. */
  number: string;
  /** Certificado: the DER certificate in base64. */
  base64: string;
  pem: string;
  key: KeyObject;
}

function certificateNumber(cert: X509Certificate): string {
  const number = Buffer.from(cert.serialNumber, 'hex').toString('latin1');
  if (!/^\d{20}$/.test(number))
    throw new Error(`certificate serial ${cert.serialNumber} is not a SAT number`);
  return number;
}

function generate(dir: string, name: string, subject: string): void {
  const digits = `30001000000${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const serial = `0x${Buffer.from(digits, 'latin1').toString('hex')}`;
  // Written under temporary names then renamed, so a start killed halfway leaves no half pair.
  const [key, cer] = [join(dir, `${name}.key.pem.tmp`), join(dir, `${name}.cer.pem.tmp`)];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1461',
      '-subj',
      subject,
      '-set_serial',
      serial,
    ].concat(['-keyout', key, '-out', cer]),
    { stdio: 'ignore' },
  );
  renameSync(key, join(dir, `${name}.key.pem`));
  renameSync(cer, join(dir, `${name}.cer.pem`));
}

/** The certificate `name` in `dir`, made first when it is not there. */
export function loadCertificate(dir: string, name: string, subject: string): SigningCertificate {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(join(dir, `${name}.key.pem`)) || !existsSync(join(dir, `${name}.cer.pem`)))
    generate(dir, name, subject);
  const pem = readFileSync(join(dir, `${name}.cer.pem`), 'utf8');
  const cert = new X509Certificate(pem);
  return {
    number: certificateNumber(cert),
    base64: cert.raw.toString('base64'),
    pem,
    key: createPrivateKey(readFileSync(join(dir, `${name}.key.pem`))),
  };
}
