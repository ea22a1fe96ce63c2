// PostgreSQL reports SQLSTATE codes, better-sqlite3 its extended result codes.
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export const isUniqueViolation = (error: unknown): boolean =>
  ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String(codeOf(error)));

export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes(String(codeOf(error)));
