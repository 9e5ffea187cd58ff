import type { StoredLead } from '../../store/db-schema.ts';

/** A stored lead for pure tests: a received inquiry, unread, mail sent; override what matters. */
export function makeLead(overrides: Partial<StoredLead> & Pick<StoredLead, 'id'>): StoredLead {
  const created = overrides.created_at ?? '2026-11-20T10:00:00.000Z';
  return {
    kind: 'inquiry',
    name: 'Meera Shah',
    email: 'meera@example.com',
    phone: '9876543210',
    message: 'Price for helical gears?',
    ip: '203.0.113.7',
    created_at: created,
    updated_at: created,
    status: 'new',
    notes: '',
    read_at: null,
    mail_status: 'sent',
    mail_error: null,
    ...overrides,
  };
}
