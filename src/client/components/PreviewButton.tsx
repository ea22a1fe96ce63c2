import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ApiError } from '@/client/api/errors';
import type { PreviewLink } from '@/common/api/previews';
import { LANGUAGES } from '@/common/language';
import { useDateFormatter } from './useDateFormatter';

export interface PreviewButtonProps {
  link: PreviewLink | undefined;
  error: ApiError;
  loading: boolean;
  /** Asks for a new link (each expires). */
  onOpen: () => void;
  /** Whether the item has unpublished changes, which its preview shows laid over it. */
  ofChanges?: boolean;
  /** In a table row: a small button whose accessible name says which row it previews. */
  rowName?: string;
}

/**
 * 'Preview': the item's public page as it would look published (with its unpublished changes), in either language, opened in a new tab from a
 * menu of real links (a browser lets a click on a link open a tab; it may block a tab opened after a request).
 */
export function PreviewButton({ link, error, loading, onOpen, ofChanges = false, rowName }: PreviewButtonProps) {
  const { t } = useTranslation();
  const formatTime = useDateFormatter('medium', 'short');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const label = t(ofChanges ? 'admin:preview.changesButton' : 'admin:preview.button');
  return (
    <>
      <Button
        variant="outlined"
        size={rowName === undefined ? 'medium' : 'small'}
        startIcon={<Visibility />}
        aria-label={rowName === undefined ? undefined : `${label}: ${rowName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onOpen();
        }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {loading && (
          <MenuItem disabled>
            <CircularProgress size={16} sx={{ mr: 1 }} />
            {t('admin:preview.loading')}
          </MenuItem>
        )}
        {error !== undefined && (
          <MenuItem onClick={onOpen}>{t('admin:preview.failed', { message: errorMessage(error, t) })}</MenuItem>
        )}
        {link && [
          <ListSubheader key="until">
            {t(link.with_changes ? 'admin:preview.changesValidUntil' : 'admin:preview.validUntil', {
              time: formatTime(link.expires_at) ?? '',
            })}
          </ListSubheader>,
          ...LANGUAGES.map((language) => (
            <MenuItem
              key={language}
              component="a"
              href={link.urls[language]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              {t(`admin:preview.in.${language}`)}
            </MenuItem>
          )),
        ]}
      </Menu>
    </>
  );
}
