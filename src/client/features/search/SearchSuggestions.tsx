import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clampLines } from '@/client/theme/textWrap';
import { HighlightedText } from './HighlightedText';
import { useSnippetLanguage } from './useSnippetLanguage';
import type { SiteSearchBox } from './useSiteSearchBox';

interface OptionProps {
  box: SiteSearchBox;
  index: number;
  to: string;
  children: ReactNode;
}

/** One choice of the listbox: a link, so a click (or a middle click) opens its page like any other link. */
function SuggestionOption({ box, index, to, children }: OptionProps) {
  const selected = box.activeIndex === index;
  return (
    <Box
      component={RouterLink}
      to={to}
      id={box.optionId(index)}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      onClick={box.onOptionChosen}
      sx={{
        display: 'block',
        px: 2,
        py: 1,
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
      }}
    >
      {children}
    </Box>
  );
}

/** What the status line says: the search's progress, its outcome or the corrected words. */
function useStatusText(box: SiteSearchBox): string {
  const { t } = useTranslation();
  const { results } = box;
  if (box.searching) return t('public:search.searching');
  if (box.failed) return t('public:search.failed');
  if (!results) return '';
  if (!box.optionGroups.length) return t('public:search.noResults', { text: box.settledTerm });
  if (results.corrected) return t('public:search.correctedTo', { terms: results.terms.join(' ') });
  return '';
}

/** The combobox's popup: a status line and the hits grouped by kind, then the way to every result. */
export function SearchSuggestions({ box }: { box: SiteSearchBox }) {
  const { t } = useTranslation();
  const snippetLanguage = useSnippetLanguage();
  const status = useStatusText(box);
  const { activeIndex, optionId } = box;

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the active option in sight.
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  return (
    <Paper
      elevation={8}
      // Clicks inside keep the focus in the field, so its popup stays open until an option has been followed.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: '100%',
        right: 0,
        width: { xs: '100%', lg: 440 },
        maxHeight: 'min(70vh, 560px)',
        overflowY: 'auto',
        mt: { lg: 1 },
        py: 1,
      }}
    >
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: status ? 1 : 0 }}>
        {status}
      </Typography>
      <Box
        role="listbox"
        id={box.listboxId}
        aria-label={t('public:search.suggestions')}
        sx={{ opacity: box.searching ? 0.6 : 1 }}
      >
        {box.optionGroups.map((group) => (
          <Box key={group.kind} role="group" aria-labelledby={`${box.listboxId}-${group.kind}`}>
            <Typography
              id={`${box.listboxId}-${group.kind}`}
              role="presentation"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2 }}
            >
              {t(`public:search.groups.${group.kind}`)}
            </Typography>
            {group.options.map(({ hit, index, path }) => (
              <SuggestionOption key={hit.id} box={box} index={index} to={path}>
                <Typography component="span" sx={{ fontWeight: 600, ...clampLines(2) }}>
                  <HighlightedText segments={hit.title} />
                </Typography>
                {hit.snippet.length > 0 && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    lang={snippetLanguage(hit)}
                    sx={clampLines(2)}
                  >
                    <HighlightedText segments={hit.snippet} />
                  </Typography>
                )}
              </SuggestionOption>
            ))}
          </Box>
        ))}
        {box.allResults && (
          <SuggestionOption box={box} index={box.allResults.index} to={box.allResults.path}>
            <Typography component="span" color="primary" sx={{ fontWeight: 700 }}>
              {t('public:search.allResults', { text: box.settledTerm })}
            </Typography>
          </SuggestionOption>
        )}
      </Box>
    </Paper>
  );
}
