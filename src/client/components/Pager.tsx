import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { Link as RouterLink } from 'react-router';

interface StepLabels {
  /** Names the navigation landmark, e.g. 'Article pages'. */
  nav: string;
  previous: string;
  next: string;
}

/** A button a page between Previous and Next. */
export interface NumberedPagerLabels extends StepLabels {
  /** Accessible name of a numbered button, e.g. 'Page 3'. */
  page: (page: number) => string;
}

/** The position ('Page 2 of 3') between Previous and Next, announced as it changes, instead of numbered buttons. */
export interface PositionPagerLabels extends StepLabels {
  position: string;
}

interface PagerProps {
  page: number;
  count: number;
  onChange?: (page: number) => void;
  /** Each page's URL: the buttons are then links, which work before (and without) the page's code. */
  linkTo?: (page: number) => string;
  labels: NumberedPagerLabels | PositionPagerLabels;
  /** A new page is read from its top; a pager in the middle of a screen leaves the scroll where it is. */
  scrollToTop?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Previous and Next, disabled at the first and the last page, each screen naming its pages in its own words; between
 * them a button a page (long ranges collapse to an ellipsis around the current page) or the position.
 */
export function Pager({ page, count, onChange, linkTo, labels, scrollToTop = true, sx = { mt: 5 } }: PagerProps) {
  const { items } = usePagination({
    page,
    count,
    onChange: (_event, next) => {
      onChange?.(next);
      if (scrollToTop) window.scrollTo({ top: 0 });
    },
  });
  /** A button's target: a link to its page when the pages have URLs (none for a disabled one). */
  const target = (item: UsePaginationItem | undefined) =>
    linkTo && item?.page && !item.disabled ? { component: RouterLink, to: linkTo(item.page) } : {};

  const step = (type: 'previous' | 'next') => {
    const item = items.find((candidate) => candidate.type === type);
    return (
      <li>
        <Button variant="outlined" disabled={item?.disabled} onClick={item?.onClick} {...target(item)}>
          {type === 'previous' ? labels.previous : labels.next}
        </Button>
      </li>
    );
  };

  const pageItem = (item: UsePaginationItem, index: number, pageLabel: (page: number) => string) => {
    if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') {
      return (
        <Box component="li" key={`${item.type}-${index}`} aria-hidden sx={{ alignSelf: 'center', px: 0.5 }}>
          …
        </Box>
      );
    }
    if (item.type !== 'page') return null;
    return (
      <li key={`page-${item.page}`}>
        <Button
          variant={item.selected ? 'contained' : 'outlined'}
          aria-label={pageLabel(item.page ?? 0)}
          aria-current={item.selected ? 'page' : undefined}
          onClick={item.onClick}
          {...target(item)}
          sx={{ minWidth: 40 }}
        >
          {item.page}
        </Button>
      </li>
    );
  };

  return (
    <Box
      component="nav"
      aria-label={labels.nav}
      sx={[{ display: 'flex', justifyContent: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {step('previous')}
        {'position' in labels ? (
          <Box component="li" sx={{ px: 1 }}>
            <Typography role="status" aria-live="polite">
              {labels.position}
            </Typography>
          </Box>
        ) : (
          items.map((item, index) => pageItem(item, index, labels.page))
        )}
        {step('next')}
      </Box>
    </Box>
  );
}
