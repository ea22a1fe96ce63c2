import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/**
 * Formats a file's size in the reader's way of writing numbers: '320 kB', '1.4 MB' ('1,4 MB' in Indonesian). A
 * kilobyte is 1024 bytes, as the upload limits count them; a file under 1 kB still shows as 1 kB.
 */
export function useFileSize() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const unit = (name: string, maximumFractionDigits: number) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: name, maximumFractionDigits });
    const [kilobytes, megabytes] = [unit('kilobyte', 0), unit('megabyte', 1)];
    return (bytes: number): string =>
      bytes >= MEGABYTE ? megabytes.format(bytes / MEGABYTE) : kilobytes.format(Math.max(1, bytes / KILOBYTE));
  }, [language]);
}
