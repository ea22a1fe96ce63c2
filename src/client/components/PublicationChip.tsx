import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Publication, PublicationState } from '@/common/api/publication';
import { useDateFormatter } from './useDateFormatter';

// The colour only goes with the label, which says the state (and its time) in words.
const STATE_COLORS: Record<PublicationState, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'secondary',
  published: 'success',
};

/**
 * Where an item stands with visitors: 'Draft', 'Scheduled · 8 Dec 2026, 09:30' or 'Published' ('Published · until
 * 31 Dec 2026, 17:00' when it goes back to draft on its own), in the company's time zone.
 */
export function PublicationChip({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const formatTime = useDateFormatter('medium', 'short');
  const { state, publish_at, unpublish_at } = publication;
  const publishAt = formatTime(publish_at);
  const unpublishAt = formatTime(unpublish_at);
  let label = t(`admin:publication.states.${state}`);
  if (state === 'scheduled' && publishAt) label = t('admin:publication.chip.scheduledFor', { time: publishAt });
  else if (state === 'published' && unpublishAt)
    label = t('admin:publication.chip.publishedUntil', { time: unpublishAt });
  return (
    <Chip size="small" color={STATE_COLORS[state]} variant={state === 'draft' ? 'outlined' : 'filled'} label={label} />
  );
}
