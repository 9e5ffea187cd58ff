import { LEAD_STATUSES } from '@gear/contract/leads-admin';
import { LeadKindSchema } from '@gear/contract/leads';
import { LEADS_LIMITS } from '@gear/contract/limits';
import { ListFilters, SelectFilter } from '@/components/admin/admin-list/list-filters';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadSearch } from '../lib/lead-filter';

/**
 * Type, Status, From/To (local days) and Search (name, e-mail or phone; debounced). Each change
 * goes to `onChange` with page 1.
 */
export function LeadsFilters({
  search,
  onChange,
}: {
  search: LeadSearch;
  onChange: (next: LeadSearch) => void;
}) {
  return (
    <ListFilters
      label="Filter leads"
      search={search}
      onChange={onChange}
      searchHint="(name, e-mail or phone)"
      searchMax={LEADS_LIMITS.searchMax}
    >
      <SelectFilter
        label="Type"
        value={search.type}
        options={LeadKindSchema.options}
        optionLabels={LEAD_KIND_LABELS}
        onChange={(type) => {
          onChange({ ...search, type, page: 1 });
        }}
      />
      <SelectFilter
        label="Status"
        value={search.status}
        options={LEAD_STATUSES}
        optionLabels={LEAD_STATUS_LABELS}
        onChange={(status) => {
          onChange({ ...search, status, page: 1 });
        }}
      />
    </ListFilters>
  );
}
