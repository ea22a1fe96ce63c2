import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ImageSet } from '@/common/api/image';
import { cardTitle } from '../theme/textWrap';
import { ExpandableText } from './ExpandableText';
import { ResponsiveImage } from './ResponsiveImage';

/** A card in a grid of up to three across the page's width. */
const THREE_ACROSS_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

interface MediaCardProps {
  image: ImageSet | null;
  /** How wide the image is drawn (the `sizes` attribute); a card three across the page by default. */
  imageSizes?: string;
  title: string;
  /** Where the title leads; without it the title is plain text. */
  to?: string;
  /** h2 for the cards that are a page's content, h3 for cards in a section of a page. */
  heading?: 'h2' | 'h3';
  /** The text, cut with a Read More / Read Less toggle named by these labels. */
  text: string;
  moreLabel: string;
  lessLabel: string;
  /** Given with `onToggle` when the owner keeps whether the text is open; otherwise the card keeps it. */
  expanded?: boolean;
  onToggle?: () => void;
  /** When given, 'Read more' opens the title's page instead of the whole text inside the card. */
  moreOpensPage?: boolean;
  /** Shown above the title, e.g. a date. */
  header?: ReactNode;
  /** Shown under the text. */
  footer?: ReactNode;
  /** The language of the title, then of the text, when it differs from the page's (a translation missing). */
  titleLang?: string;
  textLang?: string;
}

/** An image, a title (a link when it leads somewhere), a cut text and what else the card says, named by its title. */
export function MediaCard({
  image,
  imageSizes = THREE_ACROSS_SIZES,
  title,
  to,
  heading = 'h2',
  text,
  moreLabel,
  lessLabel,
  expanded,
  onToggle,
  moreOpensPage = false,
  header,
  footer,
  titleLang,
  textLang,
}: MediaCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ResponsiveImage
        image={image}
        alt=""
        sizes={imageSizes}
        placeholderRatio="16 / 9"
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {header}
        <Typography
          id={titleId}
          lang={titleLang}
          variant={heading === 'h2' ? 'h6' : 'subtitle1'}
          component={heading}
          sx={{ fontWeight: 800, mb: 1, ...cardTitle }}
        >
          {to ? (
            <Link component={RouterLink} to={to} color="inherit" underline="hover">
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        <ExpandableText
          text={text}
          moreLabel={moreLabel}
          lessLabel={lessLabel}
          describedBy={titleId}
          expanded={expanded}
          onToggle={onToggle}
          lang={textLang}
          moreTo={moreOpensPage ? to : undefined}
        />
        {footer}
      </CardContent>
    </Card>
  );
}
