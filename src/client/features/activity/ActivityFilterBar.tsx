import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, type ActivityUser } from '@/common/api/activity';
import type { ActivityFilters } from './useActivityFilters';

const ALL = '';
// 'All users' and the like are choices of their own, so they show with the label above them.
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const FIELD_WIDTH = { minWidth: 170, flex: { xs: '1 1 100%', sm: '0 1 auto' } };

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  /** Everyone the log names; none until they have come. */
  users: ActivityUser[];
}

/**
 * The activity log's filters: who, what kind of thing, which action and the days between; a way to clear them all.
 * They lay out in the admin table page's toolbar row.
 */
export function ActivityFilterBar({ filters, users }: ActivityFilterBarProps) {
  const { t } = useTranslation();
  const { values, setters, reversed, active, clear } = filters;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('admin:activity.filters.user')}
        value={values.user}
        onChange={(event) => setters.setUser(event.target.value)}
        slotProps={SHOW_ALL}
        sx={FIELD_WIDTH}
      >
        <MenuItem value={ALL}>{t('admin:activity.filters.allUsers')}</MenuItem>
        {users.map((user) => (
          <MenuItem key={user.id} value={String(user.id)}>
            {user.username}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('admin:activity.filters.entity')}
        value={values.entity}
        onChange={(event) => setters.setEntity(event.target.value)}
        slotProps={SHOW_ALL}
        sx={FIELD_WIDTH}
      >
        <MenuItem value={ALL}>{t('admin:activity.filters.allEntities')}</MenuItem>
        {ACTIVITY_ENTITIES.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {t(`admin:activity.entities.${entity}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('admin:activity.filters.action')}
        value={values.action}
        onChange={(event) => setters.setAction(event.target.value)}
        slotProps={SHOW_ALL}
        sx={FIELD_WIDTH}
      >
        <MenuItem value={ALL}>{t('admin:activity.filters.allActions')}</MenuItem>
        {ACTIVITY_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {t(`admin:activity.actions.${action}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('admin:activity.filters.from')}
        value={values.from}
        onChange={(event) => setters.setFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: values.to || undefined } }}
        sx={FIELD_WIDTH}
      />
      <TextField
        type="date"
        size="small"
        label={t('admin:activity.filters.to')}
        value={values.to}
        onChange={(event) => setters.setTo(event.target.value)}
        error={reversed}
        helperText={reversed ? t('admin:activity.filters.reversedRange') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.from || undefined } }}
        sx={FIELD_WIDTH}
      />
      {active && <Button onClick={clear}>{t('admin:activity.filters.clear')}</Button>}
    </>
  );
}
