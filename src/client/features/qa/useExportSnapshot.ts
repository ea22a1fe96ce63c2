import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useAppControl } from '@/client/app/appControl';
import type { RootState } from '@/client/app/store';
import { isLanguage } from '@/client/i18n/i18n';
import { buildSnapshot, snapshotFileName } from './buildSnapshot';
import { downloadTextFile } from './downloadTextFile';

/** Downloads the running store as a snapshot file and answers the file's name. */
export function useExportSnapshot(): () => string {
  const store = useStore<RootState>();
  const { i18n } = useTranslation();
  const { currentPath } = useAppControl();
  return useCallback(() => {
    const capturedAt = new Date();
    const path = currentPath();
    const shown = i18n.resolvedLanguage ?? i18n.language;
    const language = isLanguage(shown) ? shown : 'en';
    const snapshot = buildSnapshot({ state: store.getState(), path, language, capturedAt });
    const fileName = snapshotFileName(path, capturedAt);
    downloadTextFile(fileName, `${JSON.stringify(snapshot, null, 2)}\n`);
    return fileName;
  }, [store, i18n, currentPath]);
}
