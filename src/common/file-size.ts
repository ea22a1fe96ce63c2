const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** Formats made so far, per language: making one costs far more than using it. */
const formats = new Map<string, { kilobytes: Intl.NumberFormat; megabytes: Intl.NumberFormat }>();

function formatsOf(language: string) {
  let known = formats.get(language);
  if (!known) {
    const unit = (name: string, maximumFractionDigits: number) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: name, maximumFractionDigits });
    known = { kilobytes: unit('kilobyte', 0), megabytes: unit('megabyte', 1) };
    formats.set(language, known);
  }
  return known;
}

/**
 * A file's size in `language`'s way of writing numbers: '320 kB' below a megabyte, '1.4 MB' ('1,4 MB' in
 * Indonesian) from there. A kilobyte is 1024 bytes, as the upload limits count them; a file under 1 kB shows as 1 kB.
 */
export function formatFileSize(bytes: number, language: string): string {
  const { kilobytes, megabytes } = formatsOf(language);
  return bytes >= MEGABYTE ? megabytes.format(bytes / MEGABYTE) : kilobytes.format(Math.max(1, bytes / KILOBYTE));
}
