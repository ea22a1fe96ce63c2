import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useAppControl } from '@/client/app/appControl';
import type { RootState } from '@/client/app/store';
import { prepareReplayState } from './prepareReplayState';
import { parseSnapshot, type SnapshotParseResult } from './snapshotFormat';

/**
 * Reads a snapshot file and, when it is one this build can replay, swaps in a new app built from it. A
 * refused file changes nothing: the answer says why.
 */
export function useReplaySnapshot(): (file: Blob) => Promise<SnapshotParseResult> {
  const store = useStore<RootState>();
  const { replaceApp } = useAppControl();
  return useCallback(
    async (file) => {
      let text: string;
      try {
        text = await file.text();
      } catch {
        return { ok: false, problem: { key: 'common:qa.errors.unreadable' } };
      }
      const result = parseSnapshot(text);
      if (!result.ok) return result;
      const { state, path, language } = result.snapshot;
      // The content is read in the snapshot's language, as its screen showed it.
      const replayed = { ...state, ui: { ...state.ui, language } };
      await replaceApp({
        state: prepareReplayState(replayed, { now: Date.now(), config: store.getState().api.config }),
        path,
        language,
      });
      return result;
    },
    [store, replaceApp],
  );
}
