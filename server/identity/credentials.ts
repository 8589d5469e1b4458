/**
 * Checks an e-mail and password against the directory. An unknown e-mail costs the same scrypt
 * work as a known one, so response times do not tell which addresses have accounts; whether an
 * account is deactivated is told only to someone who knows its password.
 */
import { randomBytes } from 'node:crypto';
import type { Directory, DirectoryUser } from './accounts';
import { hashPassword, verifyPassword } from './password';

export type CredentialCheck =
  | { outcome: 'valid'; user: DirectoryUser }
  | { outcome: 'inactive'; user: DirectoryUser }
  | { outcome: 'wrong' };

let decoyHash: Promise<string> | undefined;

export async function checkCredentials(
  directory: Directory,
  email: string,
  password: string,
): Promise<CredentialCheck> {
  const user = await directory.byEmail(email);
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString('base64'));
    await verifyPassword(password, await decoyHash);
    return { outcome: 'wrong' };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { outcome: 'wrong' };
  return user.activo ? { outcome: 'valid', user } : { outcome: 'inactive', user };
}
