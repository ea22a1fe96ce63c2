import { useTranslation } from 'react-i18next';
import type { WhatsNewItem } from '@/common/api/whats-new';
import { whatsNewLink } from '@/common/whats-new';
import { MediaCard } from '@/client/components/MediaCard';

interface WhatsNewCardProps {
  item: WhatsNewItem;
  expanded: boolean;
  onToggle: () => void;
}

/** One news item; its title leads to the product, career or article it is about (none for other kinds). */
export function WhatsNewCard({ item, expanded, onToggle }: WhatsNewCardProps) {
  const { t } = useTranslation();
  return (
    <MediaCard
      image={item.image_url}
      title={item.title}
      to={whatsNewLink(item.cpga_id)}
      text={item.description}
      moreLabel={t('public:whatsNew.readMore')}
      lessLabel={t('public:whatsNew.readLess')}
      expanded={expanded}
      onToggle={onToggle}
    />
  );
}
