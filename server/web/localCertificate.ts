/**
 * The HTTPS certificate of the local stack: generated on this machine on first start (nothing is
 * downloaded) and kept in the data folder, so the browser's exception or the trusted copy stays
 * valid across restarts. docs/operations.md, "Trusting the local certificate", says how to trust it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsMaterial {
  key: string;
  cert: string;
  certPath: string;
}

export async function loadOrCreateCertificate(dir: string): Promise<TlsMaterial> {
  const keyPath = join(dir, 'localhost-key.pem');
  const certPath = join(dir, 'localhost-cert.pem');
  if (existsSync(keyPath) && existsSync(certPath)) {
    return { key: await readFile(keyPath, 'utf8'), cert: await readFile(certPath, 'utf8'), certPath };
  }
  const now = new Date();
  const generated = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'rsa',
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 24 * 3600 * 1000),
    notAfterDate: new Date(now.getTime() + 825 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  await mkdir(dir, { recursive: true });
  await writeFile(keyPath, generated.private, { mode: 0o600 });
  await writeFile(certPath, generated.cert);
  return { key: generated.private, cert: generated.cert, certPath };
}
