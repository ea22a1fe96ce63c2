import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageSet } from '@/common/api/image';

interface ResponsiveImageProps {
  image: ImageSet | null;
  /** What the image shows; '' when it only decorates text that says the same. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a fitting `srcset` entry. */
  sizes: string;
  /** Above-the-fold images load at once; the rest wait until they are near the viewport. */
  priority?: boolean;
  /** Width to height of the box a missing image's placeholder fills. */
  placeholderRatio?: string;
  sx?: SxProps<Theme>;
}

/** A server-processed image with its `srcset`, or a neutral placeholder when there is none. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  placeholderRatio = '4 / 3',
  sx,
}: ResponsiveImageProps) {
  if (!image) {
    return (
      <Box
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        sx={[
          {
            aspectRatio: placeholderRatio,
            width: '100%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.100',
            color: 'grey.400',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageOutlined fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      // Box takes width and height as style props, not attributes; the aspect ratio reserves the box before the
      // file arrives, so nothing below it moves when it does.
      sx={[
        { display: 'block', maxWidth: '100%', height: 'auto', aspectRatio: `${image.width} / ${image.height}` },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
