import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of each layout's `<main>`, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main';

/**
 * 'Skip to content': a layout's first focusable element, shown only while it has keyboard focus. It hands focus
 * to `<main>` (focusable from code through tabIndex -1), so the next Tab starts inside the page's content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('common:skipToContent')}
    </Link>
  );
}
