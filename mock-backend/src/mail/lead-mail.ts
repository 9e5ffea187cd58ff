import type { StoredLead } from '../store/db-schema.ts';
import type { OutgoingMail } from './mailer.ts';

const SUBJECTS: Record<StoredLead['kind'], (name: string) => string> = {
  inquiry: (name) => `New inquiry from ${name}`,
  contact: (name) => `New contact message from ${name}`,
  brochure: (name) => `E-brochure requested by ${name}`,
};

/** A plain-text mail to sales for one stored lead (no HTML, so nothing to inject). */
export function leadMail(lead: StoredLead): OutgoingMail {
  const lines = [
    `Name:    ${lead.name}`,
    `Email:   ${lead.email}`,
    `Phone:   ${lead.phone}`,
    `Lead #${lead.id} received ${lead.created_at}${lead.ip ? ` from ${lead.ip}` : ''}`,
  ];
  if (lead.message !== null) lines.push('', 'Message:', lead.message);
  return {
    subject: SUBJECTS[lead.kind](lead.name),
    text: `${lines.join('\n')}\n`,
    replyTo: { name: lead.name, address: lead.email },
  };
}
