import { useCallback, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchHit, SearchResults } from '@/common/api/search';
import { SEARCH_GROUP_LIMIT } from '@/common/constants';
import { searchTermOf } from '@/common/site-search';
import { useDebouncedValue } from '@/client/components/useDebouncedValue';
import { useSearchSiteQuery } from './searchApi';
import { hitGroups, hitPath, searchPagePath } from './searchHits';
import { useContentLanguage } from '@/client/app/hooks';

/** How long typing pauses before the search goes to the server. */
export const SEARCH_BOX_DELAY_MS = 250;

export interface SearchOption {
  /** Its place among all the options, which the arrow keys move through. */
  index: number;
  path: string;
}

/** The popup's options in order: the hits, kind by kind, then the way to all the results when something was found. */
function optionsOf(results: SearchResults | undefined, term: string) {
  let next = 0;
  const optionGroups = (results ? hitGroups(results) : []).map(({ kind, hits }) => ({
    kind,
    options: hits.map((hit): SearchOption & { hit: SearchHit } => ({ index: next++, path: hitPath(hit), hit })),
  }));
  const allResults: SearchOption | undefined = optionGroups.length
    ? { index: next, path: searchPagePath(term) }
    : undefined;
  const optionPaths = [
    ...optionGroups.flatMap((group) => group.options.map((option) => option.path)),
    ...(allResults ? [allResults.path] : []),
  ];
  return { optionGroups, allResults, optionPaths };
}

/**
 * The navigation bar's search as a WAI-ARIA combobox: the text, the hits of its settled term, the popup's state and
 * the option the arrow keys made active. Enter opens the active hit or, with none, the results page; Escape
 * closes the popup, then empties the field, then calls `onDismiss` (the narrow layout folds the field away).
 */
export function useSiteSearchBox({ onDismiss }: { onDismiss: () => void }) {
  const navigate = useNavigate();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = searchTermOf(text);
  const settledTerm = searchTermOf(useDebouncedValue(text, SEARCH_BOX_DELAY_MS));
  const popupShown = open && term !== '';
  const { data, isFetching, isError } = useSearchSiteQuery(
    { term: settledTerm, limit: SEARCH_GROUP_LIMIT, language: useContentLanguage() },
    { skip: !popupShown || !settledTerm },
  );
  const { optionGroups, allResults, optionPaths } = optionsOf(data, settledTerm);
  const optionId = useCallback((index: number) => `${listboxId}-${index}`, [listboxId]);

  const [shownResults, setShownResults] = useState(data);
  if (shownResults !== data) {
    // New hits, new options: none is active until the arrows pick one again.
    setShownResults(data);
    setActive(-1);
  }

  const reset = () => {
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const go = (path: string) => {
    reset();
    onDismiss();
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = optionPaths.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!popupShown) setOpen(true);
      else setActive((index) => (down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = popupShown && active >= 0 ? optionPaths[active] : undefined;
      if (chosen) go(chosen);
      else if (text.trim()) go(searchPagePath(text.trim()));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (popupShown) {
        setOpen(false);
        setActive(-1);
      } else if (text) reset();
      else onDismiss();
    }
  };

  /** Text the visitor typed into the server's field before this code came: searched as if typed now. */
  const adoptTyped = useCallback((typed: string, focused: boolean) => {
    setText(typed);
    setOpen(focused);
  }, []);

  return {
    adoptTyped,
    text,
    settledTerm,
    results: data,
    optionGroups,
    allResults,
    popupShown,
    /** A search is under way, or typing has not paused yet. */
    searching: isFetching || term !== settledTerm,
    failed: isError,
    listboxId,
    optionId,
    activeIndex: active,
    onOptionChosen: () => {
      reset();
      onDismiss();
    },
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': popupShown,
      'aria-controls': popupShown ? listboxId : undefined,
      'aria-activedescendant': popupShown && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    },
    onTextChange: (value: string) => {
      setText(value);
      setOpen(true);
      setActive(-1);
    },
    onFocus: () => setOpen(true),
    /** Focus leaving the search closes its popup. */
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };
}

export type SiteSearchBox = ReturnType<typeof useSiteSearchBox>;
