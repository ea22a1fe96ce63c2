import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import usePagination from '@mui/material/usePagination';

export interface NumberedPagerLabels {
  /** Names the navigation landmark, e.g. 'Article pages'. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a numbered button, e.g. 'Page 3'. */
  page: (page: number) => string;
}

interface NumberedPagerProps {
  page: number;
  count: number;
  onChange: (page: number) => void;
  labels: NumberedPagerLabels;
}

/**
 * Previous, numbered and next page buttons for public lists, each list naming its pages in its own words;
 * long ranges collapse to an ellipsis around the current page. A new page is read from its top.
 */
export function NumberedPager({ page, count, onChange, labels }: NumberedPagerProps) {
  const { items } = usePagination({
    page,
    count,
    onChange: (_event, next) => {
      onChange(next);
      window.scrollTo({ top: 0 });
    },
  });
  return (
    <Box component="nav" aria-label={labels.nav} sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
            return (
              <Box component="li" key={`${item.type}-${index}`} aria-hidden sx={{ alignSelf: 'center', px: 0.5 }}>
                …
              </Box>
            );
          }
          if (item.type === 'page') {
            return (
              <li key={`page-${item.page}`}>
                <Button
                  variant={item.selected ? 'contained' : 'outlined'}
                  aria-label={labels.page(item.page ?? 0)}
                  aria-current={item.selected ? 'page' : undefined}
                  onClick={item.onClick}
                  sx={{ minWidth: 40 }}
                >
                  {item.page}
                </Button>
              </li>
            );
          }
          if (item.type !== 'previous' && item.type !== 'next') return null;
          return (
            <li key={item.type}>
              <Button variant="outlined" disabled={item.disabled} onClick={item.onClick}>
                {item.type === 'previous' ? labels.previous : labels.next}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
