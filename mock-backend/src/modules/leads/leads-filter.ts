import type { LeadFilter } from '@gear/contract/leads-admin';
import { instantRange } from '../../lib/lists.ts';
import type { StoredLead } from '../../store/db-schema.ts';
import type { DeepReadonly } from '../../store/deep-freeze.ts';

type Lead = DeepReadonly<StoredLead>;

/** The digits of a phone number or search: `+91 98765-43210` → `919876543210`. */
export const digitsOf = (text: string) => text.replace(/\D+/g, '');

/**
 * A search that looks like (part of) a phone number: digits with spaces, `+ - . ( ) /` only, and
 * at least one digit (two tests: one pattern `[…]*\d[…]*` backtracks quadratically).
 */
const isPhoneLike = (text: string) => /^[\d\s+\-.()/]*$/.test(text) && /\d/.test(text);

const instantMs = (value: string) => Date.parse(value);

/**
 * Whether a lead passes the filter of the inbox and of its CSV export. `from`/`to` are inclusive
 * instants compared with the lead's `created_at`; `q` (already trimmed, empty = no search) matches
 * name, e-mail or phone case-insensitively, and a phone-like `q` also matches the phone by its
 * digits alone (`98765 43210` finds `+91 98765-43210`).
 */
function createLeadMatcher(filter: LeadFilter): (lead: Lead) => boolean {
  const inRange = instantRange(filter.from, filter.to);
  const q = filter.q?.trim().toLowerCase() ?? '';
  const qDigits = isPhoneLike(q) ? digitsOf(q) : '';

  return (lead) => {
    if (filter.type !== undefined && lead.kind !== filter.type) return false;
    if (filter.status !== undefined && lead.status !== filter.status) return false;
    if (!inRange(lead.created_at)) return false;
    if (q === '') return true;
    if (
      lead.name.toLowerCase().includes(q) ||
      lead.email.toLowerCase().includes(q) ||
      lead.phone.toLowerCase().includes(q)
    )
      return true;
    return qDigits !== '' && digitsOf(lead.phone).includes(qDigits);
  };
}

/** Newest first: `created_at` descending, then `id` descending (same instant). */
function newestFirst(a: Lead, b: Lead): number {
  return instantMs(b.created_at) - instantMs(a.created_at) || b.id - a.id;
}

/** The leads matching the filter, newest first (a new array; the input is not touched). */
export function filterLeads<T extends Lead>(leads: readonly T[], filter: LeadFilter): T[] {
  const matches = createLeadMatcher(filter);
  return leads.filter(matches).sort(newestFirst);
}
