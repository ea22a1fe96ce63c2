import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSiteSettings } from '../app/siteSettings';
import { BackToTop } from './BackToTop';
import { lazyPart } from './lazyPart';
import { Navbar, NAVBAR_HEIGHT } from './Navbar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

// Always below the fold (see main's height): a chunk of its own, which the first screen does not wait for.
const Footer = lazyPart(() => import(/* webpackChunkName: "public-footer" */ './Footer').then((m) => m.Footer));

/** `search` is the site search of the top bar. */
export function PublicLayout({ search }: { search?: ReactNode }) {
  const site = useSiteSettings();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar search={search} />
      {/* Focusable from code only, so 'skip to content' and 'back to top' can hand keyboard focus to the page. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        // At least a screen tall, so the footer starts below the fold and the page does not push it down when it
        // has loaded (a layout shift).
        sx={{ pt: `${NAVBAR_HEIGHT}px`, flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Box>
      <Footer site={site} />
      <BackToTop />
    </Box>
  );
}
