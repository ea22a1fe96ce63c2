import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '@/common/api/gallery';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';

const THUMBNAIL_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

/** The photos as a grid of buttons; each opens its photo full screen. */
export function GalleryGrid({ photos, onOpen }: { photos: GalleryPhoto[]; onOpen: (photo: GalleryPhoto) => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {photos.map((photo) => (
        <li key={photo.id}>
          <ButtonBase
            onClick={() => onOpen(photo)}
            aria-label={t('public:gallery.open', { title: photo.name })}
            aria-haspopup="dialog"
            sx={{
              display: 'block',
              width: '100%',
              borderRadius: 2,
              overflow: 'hidden',
              cursor: 'zoom-in',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              '& img': { transition: 'transform 0.3s' },
              '&:hover img': { transform: 'scale(1.04)' },
            }}
          >
            <ResponsiveImage
              image={photo.gallery_image}
              alt=""
              sizes={THUMBNAIL_SIZES}
              placeholderRatio="1 / 1"
              sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
            />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
