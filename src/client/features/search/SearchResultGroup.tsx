import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pageRange } from '@/common/paging';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { clampLines, wrapLongWords } from '@/client/theme/textWrap';
import { HighlightedText } from './HighlightedText';
import { hitPath, type HitGroup } from './searchHits';
import { useSnippetLanguage } from './useSnippetLanguage';

/**
 * One kind's hits on a page of the results: its heading with which of how many were found, then each hit linking to
 * its page, its snippet marked with its language when that is not the page's.
 */
export function SearchResultGroup({ group, page, limit }: { group: HitGroup; page: number; limit: number }) {
  const { t } = useTranslation();
  const snippetLanguage = useSnippetLanguage();
  const headingId = useId();
  const { from, to } = pageRange(page, limit, group.total);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t(`public:search.groups.${group.kind}`)}
        </Typography>
        <Typography color="text.secondary">
          {to - from + 1 < group.total
            ? t('public:search.shownOf', { from, to, count: group.total })
            : t('public:search.found', { count: group.total })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {group.hits.map((hit) => (
          <li key={hit.id}>
            <Box
              component={RouterLink}
              to={hitPath(hit)}
              sx={{
                display: 'flex',
                gap: 2,
                p: 1.5,
                borderRadius: 2,
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'inherit',
                textDecoration: 'none',
                '&:hover': { boxShadow: 2 },
              }}
            >
              {hit.image && (
                // The title beside it says what the image shows.
                <ResponsiveImage
                  image={hit.image}
                  alt=""
                  sizes="96px"
                  sx={{ width: 96, flexShrink: 0, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, ...wrapLongWords }}>
                  <HighlightedText segments={hit.title} />
                </Typography>
                {hit.snippet.length > 0 && (
                  <Typography variant="body2" color="text.secondary" lang={snippetLanguage(hit)} sx={clampLines(3)}>
                    <HighlightedText segments={hit.snippet} />
                  </Typography>
                )}
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
