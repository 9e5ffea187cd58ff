import { csvCell, LEAD_CSV_COLUMNS } from '@gear/contract/leads-admin';
import { fileSizeText, quoteLineText } from '@gear/contract/quotes';
import type { StoredLead } from '../../store/db-schema.ts';
import type { DeepReadonly } from '../../store/deep-freeze.ts';

type Lead = DeepReadonly<StoredLead>;
type Column = (typeof LEAD_CSV_COLUMNS)[number];

/** Excel and LibreOffice read a UTF-8 CSV as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';

const CELLS: Record<Column, (lead: Lead) => string | number | null> = {
  id: (lead) => lead.id,
  type: (lead) => lead.kind,
  status: (lead) => lead.status,
  received_at: (lead) => lead.created_at,
  name: (lead) => lead.name,
  email: (lead) => lead.email,
  phone: (lead) => lead.phone,
  message: (lead) => lead.message,
  // Quote requests (issue 19); empty for the other kinds. One product or drawing per line.
  company: (lead) => lead.quote?.company ?? '',
  country: (lead) => lead.quote?.country ?? '',
  lines: (lead) => (lead.quote?.lines ?? []).map(quoteLineText).join('\n'),
  attachments: (lead) =>
    (lead.quote?.attachments ?? [])
      .map((drawing) => `${drawing.name} (${fileSizeText(drawing.size)})`)
      .join('\n'),
  notes: (lead) => lead.notes,
  read_at: (lead) => lead.read_at,
  mail_status: (lead) => lead.mail_status,
  mail_error: (lead) => lead.mail_error,
  ip: (lead) => lead.ip,
};

/**
 * The CSV export (RFC 4180): BOM, a header row of LEAD_CSV_COLUMNS, one row per lead in the
 * given order, every line ended by CRLF. Each cell goes through the contract's csvCell(), which
 * neutralises formulas (`=`, `+`, `-`, `@` get a leading apostrophe) and quotes when needed.
 * Line breaks inside a message (and between a quote's products or drawings) stay inside its
 * quoted cell.
 */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = [LEAD_CSV_COLUMNS.map((column) => csvCell(column)).join(',')];
  for (const lead of leads) {
    rows.push(LEAD_CSV_COLUMNS.map((column) => csvCell(CELLS[column](lead))).join(','));
  }
  return `${UTF8_BOM}${rows.join(CRLF)}${CRLF}`;
}

/** `leads-2026-11-23.csv`: the export's file name, dated (UTC) when it was made. */
export function leadsCsvFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
