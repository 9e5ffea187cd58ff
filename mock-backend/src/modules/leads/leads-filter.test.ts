import { describe, expect, it } from 'vitest';
import { digitsOf, filterLeads } from './leads-filter.ts';
import { makeLead } from './test-leads.ts';

const leads = [
  makeLead({
    id: 1,
    kind: 'brochure',
    name: 'Asha Patel',
    email: 'asha@example.com',
    phone: '+91 98765-43210',
    message: null,
    created_at: '2026-11-01T08:00:00.000Z',
  }),
  makeLead({
    id: 2,
    kind: 'contact',
    name: 'Ravi Mehta',
    email: 'RAVI@Works.example',
    phone: '0281-2345678',
    status: 'contacted',
    created_at: '2026-11-10T12:00:00.000Z',
  }),
  makeLead({
    id: 3,
    kind: 'inquiry',
    name: 'Meera',
    email: 'meera@example.com',
    phone: '9876500000',
    status: 'spam',
    created_at: '2026-11-10T12:00:00.000Z',
  }),
  makeLead({
    id: 4,
    kind: 'inquiry',
    name: 'Zoë Ölund',
    email: 'zoe@example.org',
    phone: '(0281) 555 0101',
    created_at: '2026-11-22T23:30:00.000Z',
  }),
];
const ids = (filter: Parameters<typeof filterLeads>[1]) =>
  filterLeads(leads, filter).map((lead) => lead.id);

describe('filterLeads', () => {
  it('orders newest first, the higher id first when received at the same instant', () => {
    expect(ids({})).toEqual([4, 3, 2, 1]);
  });

  it('does not reorder the array it was given', () => {
    filterLeads(leads, {});
    expect(leads.map((lead) => lead.id)).toEqual([1, 2, 3, 4]);
  });

  it('filters by type and by status', () => {
    expect(ids({ type: 'inquiry' })).toEqual([4, 3]);
    expect(ids({ type: 'brochure' })).toEqual([1]);
    expect(ids({ status: 'contacted' })).toEqual([2]);
    expect(ids({ status: 'closed' })).toEqual([]);
    expect(ids({ type: 'inquiry', status: 'new' })).toEqual([4]);
  });

  it('treats from and to as inclusive instants, in any offset', () => {
    expect(ids({ from: '2026-11-10T12:00:00.000Z' })).toEqual([4, 3, 2]);
    expect(ids({ to: '2026-11-10T12:00:00.000Z' })).toEqual([3, 2, 1]);
    expect(ids({ from: '2026-11-10T12:00:00.001Z', to: '2026-11-22T23:30:00.000Z' })).toEqual([4]);
    // 23 Nov 00:00 in India is 22 Nov 18:30 UTC: lead 4 (23:30 UTC) is on the 23rd there.
    expect(ids({ from: '2026-11-23T00:00:00.000+05:30' })).toEqual([4]);
    expect(ids({ to: '2026-11-22T23:59:59.999+05:30' })).toEqual([3, 2, 1]);
  });

  it('searches name and e-mail case-insensitively, including letters beyond ASCII', () => {
    expect(ids({ q: 'asha' })).toEqual([1]);
    expect(ids({ q: 'works.EXAMPLE' })).toEqual([2]);
    expect(ids({ q: 'ÖLUND' })).toEqual([4]);
    expect(ids({ q: 'example.com' })).toEqual([3, 1]);
    expect(ids({ q: 'nobody' })).toEqual([]);
  });

  it('finds a phone by its digits whatever the separators', () => {
    expect(ids({ q: '98765' })).toEqual([3, 1]);
    expect(ids({ q: '98765 43210' })).toEqual([1]);
    expect(ids({ q: '+91 9876543210' })).toEqual([1]);
    expect(ids({ q: '0281 555-0101' })).toEqual([4]);
    expect(ids({ q: '(0281)' })).toEqual([4, 2]);
    // As typed, with its separators, too.
    expect(ids({ q: '0281-234' })).toEqual([2]);
  });

  it('does not match by digits when the search is not phone-like', () => {
    // "Meera 0" would match many phones by the digit 0 alone; it is a name search.
    expect(ids({ q: 'Meera 0' })).toEqual([]);
  });

  it('treats an empty search as no search and combines every filter', () => {
    expect(ids({ q: '' })).toEqual([4, 3, 2, 1]);
    expect(
      ids({ q: '98765', type: 'inquiry', status: 'spam', to: '2026-11-15T00:00:00Z' }),
    ).toEqual([3]);
  });
});

describe('digitsOf', () => {
  it('keeps digits only', () => {
    expect(digitsOf('+91 98765-43210')).toBe('919876543210');
    expect(digitsOf('no digits')).toBe('');
  });
});
