import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { paths } from '@/common/routes';
import { ADMIN_SCREEN_RULES } from '@/common/staff-access';
import { useAppDispatch, useAppSelector } from '@/client/app/hooks';
import { mobileMenuClosed, mobileMenuToggled } from '@/client/app/ui/uiSlice';
import { useUnreadEnquiries } from '@/client/features/inbox/unreadEnquiriesApi';
import { LanguageSwitch } from '@/client/components/LanguageSwitch';
import { MAIN_CONTENT_ID, SkipLink } from '@/client/components/SkipLink';
import { UnreadCountBadge } from '@/client/components/UnreadCountBadge';
import { AdminScreenGate } from './AdminScreenGate';
import { useStaffAccess } from './staffAccessApi';

const SIDEBAR_WIDTH = 240;

/** Sidebar entries, each shown to the roles that may open its screen (ROUTES.admin); each area adds its own. */
export const ADMIN_LINKS = [
  // `end`: the dashboard is /admin itself, so it must not light up on every admin page.
  { to: paths.admin.dashboard, screen: 'dashboard', key: 'admin:dashboard.title', end: true },
  // Carries the count of enquiries no admin has opened yet.
  { to: paths.admin.inbox, screen: 'inbox', key: 'admin:nav.inbox', showsUnread: true },
  { to: paths.admin.careers, screen: 'careers', key: 'admin:nav.careers' },
  { to: paths.admin.products, screen: 'products', key: 'admin:nav.products' },
  { to: paths.admin.categories, screen: 'categories', key: 'admin:nav.categories' },
  { to: paths.admin.industries, screen: 'industries', key: 'admin:catalogueTerms.nav.industries' },
  { to: paths.admin.applications, screen: 'applications', key: 'admin:catalogueTerms.nav.applications' },
  { to: paths.admin.gallery, screen: 'gallery', key: 'admin:gallery.title' },
  { to: paths.admin.articles, screen: 'articles', key: 'admin:articles.title' },
  { to: paths.admin.homePage, screen: 'homePage', key: 'admin:siteContent.nav.homePage' },
  { to: paths.admin.slides, screen: 'slides', key: 'admin:siteContent.nav.slides' },
  { to: paths.admin.partners, screen: 'partners', key: 'admin:siteContent.nav.partners' },
  { to: paths.admin.aboutPage, screen: 'aboutPage', key: 'admin:siteContent.nav.aboutPage' },
  { to: paths.admin.siteSettings, screen: 'siteSettings', key: 'admin:siteContent.nav.siteSettings' },
  { to: paths.admin.users, key: 'admin:users.title', screen: 'users' },
  { to: paths.admin.activity, key: 'admin:activity.title', screen: 'activity' },
  { to: paths.admin.trash, key: 'admin:trash.title', screen: 'trash' },
] as const;

function Sidebar() {
  const { t } = useTranslation();
  const unread = useUnreadEnquiries().data?.total ?? 0;
  const { may } = useStaffAccess();
  const links = ADMIN_LINKS.filter((link) => may(ADMIN_SCREEN_RULES[link.screen]));
  return (
    <Box component="nav" aria-label={t('admin:nav.label')} sx={{ width: SIDEBAR_WIDTH }}>
      <Toolbar>
        <Box
          component={RouterLink}
          to={paths.home}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <Box component="img" src="/logo.svg" alt="" width={32} height={32} />
          <Typography sx={{ fontWeight: 800 }}>{t('admin:nav.title')}</Typography>
        </Box>
      </Toolbar>
      <List>
        {links.map((link) => (
          <ListItem key={link.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={link.to}
              end={'end' in link && link.end}
              sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.14)', fontWeight: 800 } }}
            >
              <ListItemText primary={t(link.key)} />
              {'showsUnread' in link && <UnreadCountBadge count={unread} />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The back office frame of SPEC.md 2.4: sidebar, 'SELAMAT DATANG!' top bar and the account menu. */
export function AdminLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const username = useAppSelector((state) => state.auth.username);
  const mobileOpen = useAppSelector((state) => state.ui.mobileMenuOpen);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    dispatch(mobileMenuClosed());
  }, [pathname, dispatch]);

  const sidebarPaper = { width: SIDEBAR_WIDTH, bgcolor: '#06414b', color: 'common.white' };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          '& .MuiDrawer-paper': sidebarPaper,
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
        }}
        open
      >
        <Sidebar />
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => dispatch(mobileMenuClosed())}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': sidebarPaper }}
      >
        <Sidebar />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: 2 }}>
            <IconButton
              sx={{ display: { md: 'none' } }}
              aria-label={t('common:nav.openMenu')}
              aria-expanded={mobileOpen}
              onClick={() => dispatch(mobileMenuToggled())}
            >
              <MenuIcon />
            </IconButton>
            <Typography component="p" sx={{ fontWeight: 800, flexGrow: 1, display: { xs: 'none', sm: 'block' } }}>
              {t('admin:topBar.welcome')}
            </Typography>
            <Box sx={{ flexGrow: { xs: 1, sm: 0 } }} />
            <LanguageSwitch />
            <Button
              color="inherit"
              startIcon={<AccountCircle />}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? 'account-menu' : undefined}
              aria-expanded={Boolean(menuAnchor)}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
              sx={{ textTransform: 'none' }}
            >
              {t('admin:topBar.greeting', { username: username ?? '' })}
            </Button>
            <Menu
              id="account-menu"
              anchorEl={menuAnchor}
              open={Boolean(menuAnchor)}
              onClose={() => setMenuAnchor(null)}
            >
              <MenuItem component={RouterLink} to={paths.admin.profile} onClick={() => setMenuAnchor(null)}>
                {t('admin:profile.menu')}
              </MenuItem>
              <MenuItem component={RouterLink} to={paths.admin.profilePassword} onClick={() => setMenuAnchor(null)}>
                {t('admin:topBar.changePassword')}
              </MenuItem>
              <MenuItem component={RouterLink} to={paths.logout} onClick={() => setMenuAnchor(null)}>
                {t('admin:topBar.logout')}
              </MenuItem>
            </Menu>
          </Toolbar>
        </AppBar>
        {/* Focusable from code only, so 'skip to content' can hand keyboard focus to the page. */}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ p: { xs: 2, md: 4 }, flexGrow: 1, '&:focus': { outline: 'none' } }}
        >
          <AdminScreenGate />
        </Box>
      </Box>
    </Box>
  );
}
