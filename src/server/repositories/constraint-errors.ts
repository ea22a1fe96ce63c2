// PostgreSQL reports SQLSTATE codes, better-sqlite3 its extended result codes.
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export const isUniqueViolation = (error: unknown): boolean =>
  ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String(codeOf(error)));

export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes(String(codeOf(error)));

/** Runs `work` and answers what it answers, or `answer` when it fails on a constraint that `violated` recognises. */
export async function unlessViolated<T, const A>(
  violated: (error: unknown) => boolean,
  answer: A,
  work: () => Promise<T>,
): Promise<T | A> {
  try {
    return await work();
  } catch (error) {
    if (violated(error)) return answer;
    throw error;
  }
}
