import Close from '@mui/icons-material/Close';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '@/common/api/gallery';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { langOf } from '@/client/components/fallbackLang';

/**
 * The full-screen view of one photo. The whole overlay is one button, so a click anywhere (or Enter) closes
 * it; Escape closes it too, and the dialog hands focus back to the photo that opened it.
 */
export function PhotoOverlay({ photo, onClose }: { photo: GalleryPhoto; onClose: () => void }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={captionId}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(0, 0, 0, 0.92)', backgroundImage: 'none' } } }}
    >
      <ButtonBase
        autoFocus
        onClick={onClose}
        aria-label={t('public:gallery.close')}
        sx={{
          width: '100%',
          height: '100%',
          flexDirection: 'column',
          gap: 2,
          p: { xs: 2, md: 4 },
          color: 'common.white',
          cursor: 'zoom-out',
          '&.Mui-focusVisible': { outline: '3px solid #ffffff', outlineOffset: -6 },
        }}
      >
        <Close aria-hidden sx={{ position: 'absolute', top: 16, right: 16 }} />
        <ResponsiveImage
          image={photo.gallery_image}
          alt={photo.name}
          sizes="100vw"
          priority
          sx={{ width: 'auto', maxWidth: '100%', maxHeight: 'calc(100% - 64px)', objectFit: 'contain' }}
        />
        <Typography
          id={captionId}
          lang={langOf(photo, 'name')}
          component="span"
          variant="h6"
          sx={{ textAlign: 'center' }}
        >
          {photo.name}
        </Typography>
      </ButtonBase>
    </Dialog>
  );
}
