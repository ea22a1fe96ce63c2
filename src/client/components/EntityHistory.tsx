import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityAction, ActivityRecord } from '@/common/api/activity';
import { errorMessage, type ApiError, type Translate } from '../api/errors';
import { fieldLabel } from './activityLabels';
import { ButtonSpinner } from './ButtonSpinner';
import { ErrorState } from './ErrorState';
import { Loading } from './Loading';
import { useDateFormatter } from './useDateFormatter';
import { useRelativeTime } from './useRelativeTime';

/** What the history of an item offers of its revisions (the records marked `revision`), as the feature allows. */
export interface RevisionActions {
  /** Shows how two revisions differ, the older first; absent for a role that may not compare them. */
  onCompare?: (older: ActivityRecord, newer: ActivityRecord) => void;
  /** Asks to put a revision back; absent for a role that may not change the item. */
  onRestore?: (revision: ActivityRecord) => void;
  /** The feature's dialogs for these (the comparison, the confirmation), rendered with the panel. */
  dialogs?: ReactNode;
}

/** What an entity's history shows, as the feature's hook (activityApi's useEntityHistory) reads it. */
export interface EntityHistoryProps {
  /** The changes read so far, newest first. */
  records: ActivityRecord[];
  loading: boolean;
  error?: ApiError;
  /** Older changes remain to be read. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  /** An item's revisions; none for a site document. */
  revisions?: RevisionActions;
}

/** A creation or deletion touches every field: only the other actions list what they changed. */
const NAMES_NO_FIELDS: readonly ActivityAction[] = ['create', 'delete'];
/** How many changed fields a line names before it says how many more. */
const FIELDS_SHOWN = 5;

function changedFields(record: ActivityRecord, t: Translate): string {
  if (NAMES_NO_FIELDS.includes(record.action)) return '';
  const labels = record.changes.slice(0, FIELDS_SHOWN).map((change) => fieldLabel(change.field, t));
  const rest = record.changes.length - labels.length;
  return rest > 0
    ? `${labels.join(', ')} ${t('admin:activity.history.moreFields', { count: rest })}`
    : labels.join(', ');
}

/**
 * The recent changes of one entity, under its page: 'Changed by maya, 2 hours ago: description (ID)', newest first,
 * with 'More' for older ones. An item's revisions can be ticked, two at a time, to compare them, and each but the
 * newest (the item as it is) restored. A building block: the feature's hook gives it the records and what to do.
 */
export function EntityHistory({
  records,
  loading,
  error,
  hasMore,
  loadingMore,
  onMore,
  onRetry,
  revisions,
  headingLevel = 'h2',
}: EntityHistoryProps & {
  /** Its heading's level: below a page's title, or (h3) below a dialog's. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const [ticked, setTicked] = useState<number[]>([]);
  const ago = useRelativeTime();
  const formatDateTime = useDateFormatter('medium', 'short');

  const line = (record: ActivityRecord) => {
    const said = t(`admin:activity.history.line.${record.action}`, {
      user: record.username ?? t('admin:activity.someone'),
      when: ago(record.at),
    });
    const fields = changedFields(record, t);
    return fields ? t('admin:activity.history.withFields', { line: said, fields }) : said;
  };

  const lineId = (record: ActivityRecord) => `${headingId}-${record.id}`;
  const revisionIds = records.filter((record) => record.revision).map((record) => record.id);
  const newestRevision = revisionIds[0];
  const onRestore = revisions?.onRestore;
  // Ticking needs two revisions, read or still to read.
  const comparable = Boolean(revisions?.onCompare) && (revisionIds.length > 1 || hasMore);
  const chosen = ticked.filter((id) => revisionIds.includes(id));
  const tick = (id: number, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const compare = () => {
    // The records are newest first.
    const [newer, older] = records.filter((record) => chosen.includes(record.id));
    if (newer && older) revisions?.onCompare?.(older, newer);
  };

  const revisionControls = (record: ActivityRecord) => {
    const restorable = onRestore !== undefined && record.id !== newestRevision;
    if (!record.revision || (!comparable && !restorable)) return null;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {comparable && (
          <FormControlLabel
            label={t('admin:activity.revisions.select')}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(record.id)}
                onChange={(event) => tick(record.id, event.target.checked)}
                slotProps={{ input: { 'aria-describedby': lineId(record) } }}
              />
            }
          />
        )}
        {restorable && (
          <Button size="small" onClick={() => onRestore(record)} aria-describedby={lineId(record)}>
            {t('admin:activity.revisions.restore')}
          </Button>
        )}
      </Box>
    );
  };

  const failed = error !== undefined && !loadingMore;
  let body;
  if (loading) body = <Loading />;
  else if (records.length === 0 && failed) body = <ErrorState message={errorMessage(error, t)} onRetry={onRetry} />;
  else if (records.length === 0)
    body = <Typography color="text.secondary">{t('admin:activity.history.empty')}</Typography>;
  else
    body = (
      <List dense disablePadding>
        {records.map((record) => (
          <ListItem key={record.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={line(record)}
              secondary={<time dateTime={record.at}>{formatDateTime(record.at)}</time>}
              slotProps={{ primary: { id: lineId(record) } }}
              sx={{ overflowWrap: 'anywhere' }}
            />
            {revisionControls(record)}
          </ListItem>
        ))}
      </List>
    );

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography id={headingId} variant="h6" component={headingLevel} sx={{ fontWeight: 800, mb: 1 }}>
        {t('admin:activity.history.title')}
      </Typography>
      {body}
      {!loading && comparable && records.length > 0 && (
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          <Button
            variant="outlined"
            size="small"
            onClick={compare}
            disabled={chosen.length !== 2}
            aria-describedby={hintId}
          >
            {t('admin:activity.revisions.compareSelected')}
          </Button>
          <Typography id={hintId} variant="body2" color="text.secondary" aria-live="polite">
            {t('admin:activity.revisions.selected', { count: chosen.length })}
          </Typography>
        </Box>
      )}
      {!loading && records.length > 0 && failed && <ErrorState message={errorMessage(error, t)} onRetry={onRetry} />}
      {!loading && hasMore && !failed && (
        <Box sx={{ mt: 1 }}>
          <Button
            onClick={onMore}
            disabled={loadingMore}
            startIcon={loadingMore ? <ButtonSpinner /> : undefined}
            aria-describedby={headingId}
          >
            {t('admin:activity.history.more')}
          </Button>
        </Box>
      )}
      {revisions?.dialogs}
    </Paper>
  );
}
