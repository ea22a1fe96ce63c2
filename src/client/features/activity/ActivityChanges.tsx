import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '@/common/api/activity';
import { changeText } from '@/client/components/activityLabels';

/** How many changes a row lists before 'Show all'. */
const SHOWN = 3;

/** A record's changed fields, one a line ("description (ID): 'Pemanis' → 'Pemanis rendah kalori'"). */
export function ActivityChanges({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const listId = useId();
  if (changes.length === 0) return t('admin:activity.none');
  const shown = all ? changes : changes.slice(0, SHOWN);
  return (
    <>
      <Box component="ul" id={listId} sx={{ m: 0, pl: 2 }}>
        {shown.map((change) => (
          <Typography component="li" variant="body2" key={change.field}>
            {changeText(change, t)}
          </Typography>
        ))}
      </Box>
      {changes.length > SHOWN && (
        <Button size="small" aria-expanded={all} aria-controls={listId} onClick={() => setAll((open) => !open)}>
          {all ? t('admin:activity.showFewer') : t('admin:activity.showAll', { count: changes.length })}
        </Button>
      )}
    </>
  );
}
