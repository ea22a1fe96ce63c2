import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { paths } from '@/common/routes';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useSiteSettings } from '../app/siteSettings';
import { mobileMenuClosed, mobileMenuToggled } from '../app/ui/uiSlice';
import { EnquiryBasketLink } from './EnquiryBasketLink';
import { LanguageSwitch } from './LanguageSwitch';
import { useHydrated } from './useHydrated';

const MobileMenu = lazy(() => import(/* webpackChunkName: "public-menu" */ './MobileMenu'));

export const NAV_LINKS = [
  { to: paths.careers, key: 'common:nav.careers' },
  { to: paths.categories, key: 'common:nav.products' },
  { to: paths.gallery, key: 'common:nav.gallery' },
  { to: paths.whatsNew, key: 'common:nav.whatsNew' },
  { to: paths.articles, key: 'common:nav.articles' },
  { to: paths.about, key: 'common:nav.about' },
] as const;

export const NAVBAR_HEIGHT = 64;

/** The footer's section links, where the phone menu's button leads before the page's code runs. */
export const SITE_LINKS_ID = 'site-links';

/** The fixed public top bar: inline links from medium widths, a slide-in menu below that; `search` sits beside them. */
export function Navbar({ search }: { search?: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.mobileMenuOpen);
  const site = useSiteSettings();
  const { pathname } = useLocation();
  const [menuUsed, setMenuUsed] = useState(open);
  const menuWorks = useHydrated();
  if (open && !menuUsed) setMenuUsed(true);

  useEffect(() => {
    dispatch(mobileMenuClosed());
  }, [pathname, dispatch]);

  const brand = (
    <Box
      component={RouterLink}
      to={paths.home}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      <Box component="img" src="/logo.svg" alt="" width={36} height={36} sx={{ flexShrink: 0 }} />
      <Typography
        component="span"
        sx={(theme) => ({
          fontWeight: 800,
          // A phone has room for the whole name on two lines, not on one.
          fontSize: '0.85rem',
          lineHeight: 1.15,
          [theme.breakpoints.up('sm')]: {
            fontSize: '1.1rem',
            lineHeight: 1.5,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
        })}
      >
        {site?.companyName}
      </Typography>
    </Box>
  );

  return (
    // What MUI's fixed AppBar draws, without its Paper: the public shell's first screen carries less code.
    <Box
      component="header"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 1,
      }}
    >
      <Toolbar sx={{ minHeight: NAVBAR_HEIGHT, gap: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{brand}</Box>
        <Box component="nav" aria-label={t('common:nav.main')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
          {NAV_LINKS.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', fontWeight: 800 }, whiteSpace: 'nowrap' }}
            >
              {t(link.key)}
            </Button>
          ))}
        </Box>
        {search}
        <EnquiryBasketLink />
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <LanguageSwitch />
        </Box>
        {menuWorks ? (
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label={t(open ? 'common:nav.closeMenu' : 'common:nav.openMenu')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => dispatch(mobileMenuToggled())}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        ) : (
          // Until the menu's code runs, a link down to the same links in the footer.
          <IconButton
            component="a"
            href={`#${SITE_LINKS_ID}`}
            sx={{ display: { md: 'none' } }}
            aria-label={t('common:nav.openMenu')}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {/* Loaded on first use, so the public shell carries no drawer, modal or focus-trap code. */}
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => dispatch(mobileMenuClosed())} links={NAV_LINKS} />
        </Suspense>
      )}
    </Box>
  );
}
