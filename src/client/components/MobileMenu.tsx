import CloseIcon from '@mui/icons-material/Close';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/common/routes';
import { useAppSelector } from '../app/hooks';
import { LanguageSwitch } from './LanguageSwitch';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  links: readonly { to: string; key: string }[];
}

/** The slide-in menu of narrow screens; its own chunk, loaded the first time a visitor opens it. */
export default function MobileMenu({ open, onClose, links }: MobileMenuProps) {
  const { t } = useTranslation();
  const basketCount = useAppSelector((state) => state.enquiry.items.length);
  return (
    <Drawer
      id="mobile-menu"
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ backdrop: { 'data-testid': 'menu-overlay' } as object }}
      sx={{ display: { md: 'none' } }}
    >
      <Box component="nav" aria-label={t('common:nav.main')} sx={{ width: 260, pt: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <IconButton aria-label={t('common:nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {links.map((link) => (
            <li key={link.to}>
              <ListItemButton
                component={NavLink}
                to={link.to}
                sx={{ '&.active': { color: 'primary.main', fontWeight: 800 } }}
              >
                {t(link.key)}
              </ListItemButton>
            </li>
          ))}
          {basketCount > 0 && (
            <li>
              <ListItemButton
                component={NavLink}
                to={paths.quoteRequest}
                aria-label={t('public:enquiry.basket.link', { count: basketCount })}
                sx={{ gap: 2, '&.active': { color: 'primary.main', fontWeight: 800 } }}
              >
                {t('public:enquiry.basket.title')}
                <Badge
                  badgeContent={basketCount}
                  color="secondary"
                  sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                />
              </ListItemButton>
            </li>
          )}
        </List>
        <Box sx={{ px: 2, pt: 1 }}>
          <LanguageSwitch />
        </Box>
      </Box>
    </Drawer>
  );
}
