import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_STATES, type PublicationState } from '@/common/api/publication';
import { LIST_PARAMS } from './useAdminListParams';
import { useQueryParam } from './useQueryParam';

/** A changed filter starts again from the first page. */
const RESETS_PAGE = [LIST_PARAMS.page] as const;
const ALL = '';
// 'All' is a choice of its own, so it shows with the label above it.
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const isState = (value: string): value is PublicationState => PUBLICATION_STATES.includes(value as PublicationState);

/**
 * An admin list's publication state filter, kept in the URL under the API's name (`?state=draft`) like the list's
 * other parameters. A state the API would refuse (an edited URL) is not sent, and shows as 'All'.
 */
export function usePublicationStateFilter() {
  const [value, setValue] = useQueryParam('state', ALL, RESETS_PAGE);
  const state = isState(value) ? value : undefined;
  return {
    /** What the control shows. */
    value: state ?? ALL,
    setValue,
    /** The filter to ask the server for. */
    requested: { state },
    active: state !== undefined,
  };
}

export type PublicationStateFilterValue = ReturnType<typeof usePublicationStateFilter>;

/** The list's state filter, beside its search: All, Draft, Scheduled or Published. */
export function PublicationStateFilter({ filter }: { filter: PublicationStateFilterValue }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('admin:publication.filter.label')}
      value={filter.value}
      onChange={(event) => filter.setValue(event.target.value)}
      slotProps={SHOW_ALL}
      sx={{ minWidth: 170, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <MenuItem value={ALL}>{t('admin:publication.filter.all')}</MenuItem>
      {PUBLICATION_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`admin:publication.states.${state}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
