import path from 'node:path';
import { passwordProblem } from '@/common/password-policy';
import { DEFAULT_STAFF_ROLE, isStaffRole, STAFF_ROLES } from '@/common/staff-access';
import { loadConfig } from '../config';
import { createBackup, restoreBackup, type Installation } from '../services/backup';
import { generatePassword } from '../services/auth/initial-admin';
import { hashPassword } from '../services/auth/password-hashing';
import { createCvFiles } from '../services/enquiries/cv-files';
import { sweepActivity, sweepEnquiries } from '../services/enquiries/retention';
import { sweepOrphanUploads } from '../services/images/upload-sweep';
import { openInstallation, runCommand } from './open-installation';

const USAGE = `Usage:
  npm run admin -- create <username> <email> [--role <role>] [--password <password>]
  npm run admin -- reset-password <username> [--password <password>]
  npm run admin -- reset-two-step <username>
  npm run admin -- backup <file.tar.gz>
  npm run admin -- restore <file.tar.gz>
  npm run admin -- sweep-uploads
  npm run admin -- sweep-enquiries

Without --password a strong password is generated and printed once. --role is one of
${STAFF_ROLES.join(', ')} (default ${DEFAULT_STAFF_ROLE}).
reset-two-step turns a user's two-step sign-in off (their authenticator and recovery codes are forgotten), for an
administrator who lost both and has no colleague to reset it from the Users screen.
backup works while the server runs: the database, the uploads and the applicants' CVs of DATA_DIR / DATABASE_URL,
with a manifest. restore needs an empty target (no database in DATA_DIR or DATABASE_URL, no uploads, no CVs) and
checks every file first.
sweep-uploads deletes the upload files no row references that are older than an hour (the server also does it
when it starts).
sweep-enquiries deletes the enquiries older than ENQUIRY_RETENTION_MONTHS with their CVs, CV files no enquiry
references that are older than an hour, and the activity records older than AUDIT_RETENTION_MONTHS (the server also
does it when it starts and every 6 hours).`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value) throw new Error(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

function choosePassword(given: string | undefined): { password: string; generated: boolean } {
  if (!given) return { password: generatePassword(), generated: true };
  const problem = passwordProblem(given);
  if (problem)
    throw new Error(
      `The password is too weak (${problem}): use 8+ characters with upper and lower case, a digit and a symbol.`,
    );
  return { password: given, generated: false };
}

function currentInstallation(): Installation {
  const config = loadConfig();
  return {
    database: { url: config.databaseUrl },
    uploadsDir: config.uploadsDir,
    cvDir: config.cvDir,
    documentsDir: config.documentsDir,
  };
}

// npm runs scripts from the package root; a relative file name means the directory the command was typed in.
const fromTypingDir = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const rowCounts = (tables: Record<string, number>) =>
  Object.entries(tables)
    .map(([table, rows]) => `  ${table.padEnd(22)} ${rows}`)
    .join('\n');

runCommand(async () => {
  const args = process.argv.slice(2);
  const given = option(args, '--password');
  const role = option(args, '--role') ?? DEFAULT_STAFF_ROLE;
  const [command, username, email] = args;
  if (command === 'create' && username && email && args.length === 3) {
    if (!USERNAME.test(username))
      throw new Error('The username must be 3-64 letters, digits, dots, dashes or underscores.');
    if (!EMAIL.test(email)) throw new Error(`"${email}" is not a valid e-mail address.`);
    if (!isStaffRole(role)) throw new Error(`"${role}" is not a role: use one of ${STAFF_ROLES.join(', ')}.`);
    const { password, generated } = choosePassword(given);
    const { db, repos } = await openInstallation();
    try {
      if (await repos.users.findByUsername(username)) throw new Error(`A user named "${username}" already exists.`);
      // Password reset finds the account by address, whatever its letter case: two accounts must not share one.
      if (await repos.users.findByEmail(email)) {
        throw new Error(`A user with the e-mail address "${email}" already exists.`);
      }
      await repos.users.create({ username, email, role, passwordHash: await hashPassword(password) });
    } finally {
      await db.destroy();
    }
    console.log(`Created ${role} "${username}" <${email}>.${generated ? `\nPassword: ${password}` : ''}`);
    return;
  }
  if (command === 'reset-password' && username && args.length === 2) {
    const { password, generated } = choosePassword(given);
    const { db, repos } = await openInstallation();
    try {
      const user = await repos.users.findByUsername(username);
      if (!user) throw new Error(`No user named "${username}".`);
      await repos.users.setPassword(user.id, await hashPassword(password));
    } finally {
      await db.destroy();
    }
    console.log(
      `Password of "${username}" reset; every session signed in before now is signed out.${generated ? `\nPassword: ${password}` : ''}`,
    );
    return;
  }
  if (command === 'reset-two-step' && username && args.length === 2) {
    const { db, repos } = await openInstallation();
    try {
      const user = await repos.users.findByUsername(username);
      if (!user) throw new Error(`No user named "${username}".`);
      await repos.twoStep.disable(user.id);
      await repos.activity.record({
        userId: null,
        username: null,
        address: null,
        action: 'two_step_reset',
        entity: 'user',
        entityId: user.id,
        entityName: user.username,
      });
    } finally {
      await db.destroy();
    }
    console.log(`Two-step sign-in of "${username}" is off; they sign in with their password and may set it up again.`);
    return;
  }
  if (command === 'sweep-uploads' && args.length === 1) {
    const { config, db, repos } = await openInstallation();
    try {
      const removed = await sweepOrphanUploads(repos.uploads, config.uploadsDir);
      console.log(
        removed.length === 0
          ? 'No orphan upload files.'
          : `Removed ${removed.length} orphan upload file(s):\n${removed.map((name) => `  ${name}`).join('\n')}`,
      );
    } finally {
      await db.destroy();
    }
    return;
  }
  if (command === 'sweep-enquiries' && args.length === 1) {
    const { config, db, repos } = await openInstallation();
    try {
      const options = {
        enquiries: repos.enquiries,
        cvFiles: createCvFiles(config.cvDir),
        retentionMonths: config.enquiries.retentionMonths,
        activity: {
          records: repos.activity,
          retentionMonths: config.auditRetentionMonths,
          revisionMonths: config.revisions.retentionMonths,
          sweepUploads: () => sweepOrphanUploads(repos.uploads, config.uploadsDir),
        },
      };
      const report = await sweepEnquiries(options);
      const activityRecords = await sweepActivity(options);
      console.log(
        `Deleted ${report.enquiries} enquiries older than ${config.enquiries.retentionMonths} months and ` +
          `${report.cvFiles.length} CV file(s).\n` +
          `Deleted ${activityRecords} activity record(s) older than ${config.auditRetentionMonths} months.`,
      );
    } finally {
      await db.destroy();
    }
    return;
  }
  const file = args[1];
  if (command === 'backup' && file && args.length === 2) {
    const { archive, bytes, manifest } = await createBackup(currentInstallation(), fromTypingDir(file));
    const count = (entry: string) => manifest.files.filter((file) => file.path.startsWith(`${entry}/`)).length;
    console.log(
      `Backup written to ${archive} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${manifest.dialect}, ` +
        `${count('uploads')} upload files, ${count('cv')} CVs, ${count('documents')} documents).\n` +
        `Rows:\n${rowCounts(manifest.tables)}`,
    );
    return;
  }
  if (command === 'restore' && file && args.length === 2) {
    const { manifest, tables, uploads, cvFiles, documents } = await restoreBackup(
      fromTypingDir(file),
      currentInstallation(),
    );
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.dialect}, every checksum verified, ` +
        `${uploads} upload files, ${cvFiles} CVs, ${documents} documents).\n` +
        `Rows:\n${rowCounts(tables)}`,
    );
    return;
  }
  console.error(USAGE);
  process.exitCode = 2;
});
