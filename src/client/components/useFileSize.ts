import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/common/file-size';

/** Formats a file's size in the reader's language: '320 kB', '1.4 MB' ('1,4 MB' in Indonesian). */
export function useFileSize() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((bytes: number): string => formatFileSize(bytes, language), [language]);
}
