import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { WhatsNewItem } from '../../../common/api/content';
import { whatsNewLink } from '../../../common/whats-new';
import { ExpandableText } from '../../components/ExpandableText';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { cardTitle } from '../../theme/textWrap';

const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

interface WhatsNewCardProps {
  item: WhatsNewItem;
  expanded: boolean;
  onToggle: () => void;
}

/** One news item; its title leads to the product, career or article it is about (none for other kinds). */
export function WhatsNewCard({ item, expanded, onToggle }: WhatsNewCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const link = whatsNewLink(item.cpga_id);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ResponsiveImage
        image={item.image_url}
        alt=""
        sizes={CARD_IMAGE_SIZES}
        placeholderRatio="16 / 9"
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1, ...cardTitle }}>
          {link ? (
            <Link component={RouterLink} to={link} color="inherit" underline="hover">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Typography>
        <ExpandableText
          text={item.description}
          moreLabel={t('public:whatsNew.readMore')}
          lessLabel={t('public:whatsNew.readLess')}
          describedBy={titleId}
          expanded={expanded}
          onToggle={onToggle}
        />
      </CardContent>
    </Card>
  );
}
