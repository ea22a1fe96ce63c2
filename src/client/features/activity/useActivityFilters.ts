import { useSearchParams } from 'react-router';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  type ActivityAction,
  type ActivityEntity,
  type ActivityListQuery,
  type ActivityUser,
} from '@/common/api/activity';
import { LIST_PARAMS } from '@/client/components/useAdminListParams';
import { useQueryParam } from '@/client/components/useQueryParam';

/** A changed filter starts again from the first page. */
const RESETS_PAGE = [LIST_PARAMS.page] as const;
const FILTER_PARAMS = ['user', 'entity', 'entityId', 'action', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isEntity = (value: string): value is ActivityEntity => ACTIVITY_ENTITIES.includes(value as ActivityEntity);
const isAction = (value: string): value is ActivityAction => ACTIVITY_ACTIONS.includes(value as ActivityAction);
/** A whole number from 1 up, as the API takes an id; undefined for anything else. */
function idFrom(value: string): number | undefined {
  const id = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** The log's filters, as asked of the server. */
export type ActivityFilterValues = Omit<ActivityListQuery, 'page' | 'limit'>;

/**
 * The activity log's filters, kept in the URL under the API's names (`?user=&entity=&action=&from=&to=`, and
 * `entityId` for one entity's records) so reload, back and links keep them: what the controls show, how to change
 * them, and the filters to ask the server for. A value the API would refuse (an edited URL, a range that ends before
 * it starts) is not sent, nor a user the log does not name once `users` has come.
 */
export function useActivityFilters(users: ActivityUser[] | undefined) {
  const [params, setParams] = useSearchParams();
  const [user, setUser] = useQueryParam('user', '', RESETS_PAGE);
  const entity = params.get('entity') ?? '';
  const entityId = params.get('entityId') ?? '';
  const [action, setAction] = useQueryParam('action', '', RESETS_PAGE);
  const [from, setFrom] = useQueryParam('from', '', RESETS_PAGE);
  const [to, setTo] = useQueryParam('to', '', RESETS_PAGE);

  const userId = idFrom(user);
  const knownUser = userId !== undefined && (!users || users.some(({ id }) => id === userId));
  const reversed = DAY.test(from) && DAY.test(to) && from > to;
  const requested: ActivityFilterValues = {
    user: knownUser ? userId : undefined,
    entity: isEntity(entity) ? entity : undefined,
    entityId: isEntity(entity) ? idFrom(entityId) : undefined,
    action: isAction(action) ? action : undefined,
    from: DAY.test(from) && !reversed ? from : undefined,
    to: DAY.test(to) && !reversed ? to : undefined,
  };

  // One navigation: several setters in a row would each start from the same, older query.
  const clear = () =>
    setParams(
      (current) => {
        const cleared = new URLSearchParams(current);
        for (const name of [...FILTER_PARAMS, ...RESETS_PAGE]) cleared.delete(name);
        return cleared;
      },
      { replace: true },
    );

  // A new kind of entity leaves the one entity of the old kind behind.
  const chooseEntity = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const name of ['entityId', ...RESETS_PAGE]) updated.delete(name);
        if (next) updated.set('entity', next);
        else updated.delete('entity');
        return updated;
      },
      { replace: true },
    );

  return {
    // A choice the controls do not offer (an edited URL) shows as 'All …', which is what the list then shows.
    values: {
      user: knownUser && users ? String(userId) : '',
      entity: requested.entity ?? '',
      action: requested.action ?? '',
      from,
      to,
    },
    setters: { setUser, setEntity: chooseEntity, setAction, setFrom, setTo },
    requested,
    /** The range ends before it starts: the days are not applied until it is put right. */
    reversed,
    active: reversed || Object.values(requested).some((value) => value !== undefined),
    clear,
  };
}

export type ActivityFilters = ReturnType<typeof useActivityFilters>;
