import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '@gear/contract/activity';
import { ACTIVITY_LIMITS } from '@gear/contract/limits';
import { ListFilters, SelectFilter } from '@/components/admin/admin-list/list-filters';
import { ACTION_LABELS, ENTITY_LABELS, type ActivitySearch } from '../lib/activity-filter';

/**
 * Action, Item, From/To (local days) and Search (what, who or IP; debounced). Each change goes to
 * `onChange` with page 1.
 */
export function ActivityFilters({
  search,
  onChange,
}: {
  search: ActivitySearch;
  onChange: (next: ActivitySearch) => void;
}) {
  return (
    <ListFilters
      label="Filter activity"
      search={search}
      onChange={onChange}
      searchHint="(what, who or IP)"
      searchMax={ACTIVITY_LIMITS.searchMax}
    >
      <SelectFilter
        label="Action"
        value={search.action}
        options={ACTIVITY_ACTIONS}
        optionLabels={ACTION_LABELS}
        onChange={(action) => {
          onChange({ ...search, action, page: 1 });
        }}
      />
      <SelectFilter
        label="Item"
        value={search.entity}
        options={ACTIVITY_ENTITIES}
        optionLabels={ENTITY_LABELS}
        onChange={(entity) => {
          onChange({ ...search, entity, page: 1 });
        }}
      />
    </ListFilters>
  );
}
