import { stat } from 'node:fs/promises';
import { DRAWING_FORMATS } from '@gear/contract/quote-rules';
import { fileSizeText, quoteLineText } from '@gear/contract/quotes';
import { QUOTE_LIMITS } from '@gear/contract/quote-basics';
import type { StoredAttachment, StoredLead, StoredQuote } from '../store/db-schema.ts';
import type { MailAttachment, OutgoingMail } from './mailer.ts';

const SUBJECTS: Record<StoredLead['kind'], (lead: StoredLead) => string> = {
  inquiry: (lead) => `New inquiry from ${lead.name}`,
  contact: (lead) => `New contact message from ${lead.name}`,
  brochure: (lead) => `E-brochure requested by ${lead.name}`,
  quote: (lead) =>
    `Quote request from ${lead.name}${lead.quote?.company ? ` (${lead.quote.company})` : ''}`,
};

/** What a lead's mail needs beyond the lead: where its drawings are, the site's address. */
export interface LeadMailContext {
  /** SITE_URL (an origin): the mail links a drawing it could not attach to the admin's lead. */
  siteUrl: string | null;
  /** The file of a stored drawing, or null when there is none to attach. */
  attachmentPath(attachment: StoredAttachment): string | null;
}

export const NO_ATTACHMENTS: LeadMailContext = { siteUrl: null, attachmentPath: () => null };

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The drawings of a quote: each attached while it is at most mailAttachMaxBytes and the mail's
 * attachments stay within mailAttachTotalBytes (in the buyer's order); the others are listed
 * with where the owner finds them.
 */
async function drawingsPart(
  lead: StoredLead,
  quote: StoredQuote,
  context: LeadMailContext,
): Promise<{ lines: string[]; attachments: MailAttachment[] }> {
  const lines: string[] = [];
  const attachments: MailAttachment[] = [];
  let total = 0;
  for (const drawing of quote.attachments) {
    const size = fileSizeText(drawing.size);
    const file = context.attachmentPath(drawing);
    const fits =
      drawing.size <= QUOTE_LIMITS.mailAttachMaxBytes &&
      total + drawing.size <= QUOTE_LIMITS.mailAttachTotalBytes;
    if (file !== null && fits && (await isFile(file))) {
      total += drawing.size;
      attachments.push({
        filename: drawing.name,
        path: file,
        contentType: DRAWING_FORMATS[drawing.type].mimeType,
      });
      lines.push(`- ${drawing.name}: attached (${size})`);
      continue;
    }
    lines.push(
      `- ${drawing.name}: not attached (${size}): download it from the admin, Leads, lead #${lead.id}`,
    );
    if (context.siteUrl) lines.push(`  ${context.siteUrl}/admin/leads?lead=${lead.id}`);
  }
  return { lines, attachments };
}

/** A plain-text mail to sales for one stored lead (no HTML, so nothing to inject). */
export async function leadMail(
  lead: StoredLead,
  context: LeadMailContext = NO_ATTACHMENTS,
): Promise<OutgoingMail> {
  const { quote } = lead;
  const lines = [`Name:    ${lead.name}`];
  if (quote?.company) lines.push(`Company: ${quote.company}`);
  if (quote?.country) lines.push(`Country: ${quote.country}`);
  lines.push(
    `Email:   ${lead.email}`,
    `Phone:   ${lead.phone}`,
    `Lead #${lead.id} received ${lead.created_at}${lead.ip ? ` from ${lead.ip}` : ''}`,
  );
  if (quote && quote.lines.length > 0) {
    lines.push('', `Products (${quote.lines.length}):`);
    for (const line of quote.lines) lines.push(`- ${quoteLineText(line)}`);
  }
  if (lead.message !== null) lines.push('', 'Message:', lead.message);
  let attachments: MailAttachment[] = [];
  if (quote && quote.attachments.length > 0) {
    const drawings = await drawingsPart(lead, quote, context);
    lines.push('', `Drawings (${quote.attachments.length}):`, ...drawings.lines);
    attachments = drawings.attachments;
  }
  return {
    subject: SUBJECTS[lead.kind](lead),
    text: `${lines.join('\n')}\n`,
    replyTo: { name: lead.name, address: lead.email },
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
