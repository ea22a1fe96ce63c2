import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { passwordProblem } from '@/common/password-policy';
import type { Config } from '@/server/config';
import type { UsersRepository } from '@/server/repositories/users-repository';
import { hashPassword } from './password-hashing';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt';

/** A random password that satisfies the password policy. */
export function generatePassword(length = 20): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%*'];
  const all = sets.join('');
  const pick = (chars: string) => chars[crypto.randomInt(chars.length)]!;
  for (;;) {
    const chars = [...sets.map(pick), ...Array.from({ length: length - sets.length }, () => pick(all))];
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = crypto.randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (!passwordProblem(password)) return password;
  }
}

/**
 * On a first start (no users at all) creates the admin account with ADMIN_PASSWORD, or with a generated
 * password that is printed once and written to DATA_DIR/initial-admin-password.txt (mode 0600).
 */
export async function ensureInitialAdmin(
  users: UsersRepository,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await users.count()) > 0) return;
  const password = config.adminPassword ?? generatePassword();
  try {
    await users.create({
      username: config.adminUsername,
      email: config.adminEmail,
      passwordHash: await hashPassword(password),
    });
  } catch (error) {
    if ((await users.count()) > 0) return; // another process created it first
    throw error;
  }
  if (config.adminPassword) {
    log.info(`Created the admin account "${config.adminUsername}" with the password from ADMIN_PASSWORD.`);
    return;
  }
  const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  process.stdout.write(
    [
      '',
      '  First start: created the admin account.',
      `    username: ${config.adminUsername}`,
      `    password: ${password}`,
      `  The password is also in ${path.relative(process.cwd(), file) || file} (readable only by you).`,
      '  Sign in at /login and change it under "Ganti Kata Sandi".',
      '',
    ].join('\n') + '\n',
  );
}
