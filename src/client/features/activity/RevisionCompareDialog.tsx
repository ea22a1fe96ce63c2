import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevisionField, RevisionSide } from '@/common/api/revisions';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/common/language';
import { errorMessage, type Translate } from '@/client/api/errors';
import type { HistoryItem } from '@/client/api/historyTags';
import { fieldLabel, valueText } from '@/client/components/activityLabels';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { useCompareRevisionsQuery } from './revisionsApi';

interface RevisionCompareDialogProps {
  item: HistoryItem;
  /** The older revision's record id. */
  from: number;
  /** The newer one's. */
  to: number;
  onClose: () => void;
}

/** A text in another language than English, as the comparison names it. */
const TRANSLATED_FIELD = /^translations\.([a-z]{2,3})\.(.+)$/;

interface LanguageGroup {
  language: string;
  rows: { field: RevisionField; label: string }[];
}

/**
 * The fields by language: English (the top-level fields) first, then the site's other languages, then any other in
 * the order of their codes. Within a language a field goes by its own name, the group saying which language it is.
 */
function byLanguage(fields: RevisionField[], t: Translate): LanguageGroup[] {
  const groups = new Map<string, LanguageGroup['rows']>();
  for (const field of fields) {
    const translated = TRANSLATED_FIELD.exec(field.field);
    const language = translated?.[1] ?? DEFAULT_LANGUAGE;
    const label = fieldLabel(translated?.[2] ?? field.field, t);
    groups.set(language, [...(groups.get(language) ?? []), { field, label }]);
  }
  const rank = (language: string) => {
    const known = (LANGUAGES as readonly string[]).indexOf(language);
    return known === -1 ? LANGUAGES.length : known;
  };
  return [...groups]
    .map(([language, rows]) => ({ language, rows }))
    .sort((a, b) => rank(a.language) - rank(b.language) || a.language.localeCompare(b.language));
}

const valueCell = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/**
 * Two revisions of an item side by side, field by field and grouped by language, the changed fields marked in words
 * as well as in weight; 'Only changed fields' (on at first) hides the others.
 */
export function RevisionCompareDialog({ item, from, to, onClose }: RevisionCompareDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formatDateTime = useDateFormatter('medium', 'short');
  const [onlyChanged, setOnlyChanged] = useState(true);
  const { data, error, isFetching, refetch } = useCompareRevisionsQuery({ ...item, from, to });

  const side = ({ at, username }: RevisionSide) =>
    t('admin:activity.revisions.side', {
      when: formatDateTime(at) ?? '',
      user: username ?? t('admin:activity.someone'),
    });

  const value = (shown: RevisionField['from']) => (
    <Box component="span" sx={shown === null || shown === '' ? { color: 'text.secondary' } : undefined}>
      {valueText(shown, t, { whole: true })}
    </Box>
  );

  let body;
  if (isFetching && !data) body = <Loading />;
  else if (!data) body = <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()} />;
  else {
    const same = data.fields.every((field) => !field.changed);
    const groups = byLanguage(
      data.fields.filter((field) => field.changed || !onlyChanged),
      t,
    );
    body = (
      <>
        {same && <Typography sx={{ py: 2 }}>{t('admin:activity.revisions.same')}</Typography>}
        {groups.length > 0 && (
          <Table size="small" aria-labelledby={titleId} sx={{ tableLayout: 'fixed', minWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '24%', fontWeight: 700 }}>{t('admin:activity.revisions.field')}</TableCell>
                {[
                  { key: 'older', revision: data.from },
                  { key: 'newer', revision: data.to },
                ].map(({ key, revision }) => (
                  <TableCell key={key} sx={{ verticalAlign: 'top' }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {t(`admin:activity.revisions.${key}`)}
                    </Box>
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {side(revision)}
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {groups.map(({ language, rows }) => (
              <TableBody key={language}>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={3}
                    sx={{ bgcolor: 'action.hover', fontWeight: 700 }}
                  >
                    {t(`admin:activity.revisions.languages.${language}`, { defaultValue: language.toUpperCase() })}
                  </TableCell>
                </TableRow>
                {rows.map(({ field, label }) => (
                  <TableRow key={field.field} selected={field.changed}>
                    <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                      <Box component="span" sx={{ fontWeight: field.changed ? 700 : 400 }}>
                        {label}
                      </Box>
                      {field.changed && (
                        <Chip
                          label={t('admin:activity.revisions.changed')}
                          size="small"
                          color="primary"
                          variant="outlined"
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell sx={valueCell}>{value(field.from)}</TableCell>
                    <TableCell sx={{ ...valueCell, fontWeight: field.changed ? 700 : 400 }}>
                      {value(field.to)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            ))}
          </Table>
        )}
      </>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {t('admin:activity.revisions.compareTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <FormControlLabel
          control={<Switch checked={onlyChanged} onChange={(event) => setOnlyChanged(event.target.checked)} />}
          label={t('admin:activity.revisions.onlyChanged')}
          sx={{ mb: 1 }}
        />
        <Box sx={{ overflowX: 'auto' }}>{body}</Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('admin:activity.revisions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
