import fs from 'node:fs';

/** The parsed JSON report at `file`, or null when the runner left none. */
export function readReport<T>(file: string | undefined): T | null {
  if (!file || !fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
