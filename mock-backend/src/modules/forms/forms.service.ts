import { spamReason, type FormSignals, type LeadKind } from '@gear/contract/leads';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { HttpError } from '../../http/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { TaskTracker } from '../../lib/task-tracker.ts';
import { leadMail, NO_ATTACHMENTS, type LeadMailContext } from '../../mail/lead-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { StoredLead, StoredQuote } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { DeepReadonly } from '../../store/deep-freeze.ts';
import type { Store } from '../../store/store.ts';

/** 409 of a resend while the lead's mail is still being delivered. */
export const MAIL_IN_FLIGHT =
  'The notification e-mail of this lead is being sent right now. Wait a moment, then check its mail status.';

export interface LeadInput {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  ip: string | null;
  /** Quote requests (issue 19): company, country, lines and the drawings already stored. */
  quote?: StoredQuote;
}

export interface FormsService {
  /**
   * Store the lead (durably), then deliver its mail in the background. A submission whose
   * signals say "bot" (honeypot filled, or sent faster than FORM_MIN_FILL_MS) is dropped: nothing
   * stored, no mail, one debug line; the result is null and the caller answers as for a lead.
   */
  submit(input: LeadInput, signals?: FormSignals): Promise<StoredLead | null>;
  /** Deliver mail of leads left 'pending' by an earlier run that stopped mid-way. */
  resumePending(): void;
  /**
   * Deliver the notification mail of a stored lead again, now (the admin's resend action), and
   * return the lead with the outcome recorded (`mail_status` 'sent' or 'failed' + `mail_error`).
   * 404 for an unknown id; 409 while a delivery of that lead is still in flight ('pending'), so
   * one click never sends twice.
   */
  resend(id: number): Promise<StoredLead>;
}

/** A transport that hangs (an SMTP server that accepts and then says nothing) fails after this. */
const MAIL_SEND_TIMEOUT_MS = 30_000;

/** `mailer.send`, failing with a clear error when it has not settled within `ms`. */
async function sendWithin(
  mailer: Mailer,
  lead: StoredLead,
  context: LeadMailContext,
  ms: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      leadMail(lead, context).then((mail) => mailer.send(mail)),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          const limit = ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
          reject(new Error(`The mail server did not answer within ${limit}.`));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A mutable copy of a lead of the committed snapshot (its quote's lists included). */
function copyLead(lead: DeepReadonly<StoredLead>): StoredLead {
  const { quote, ...fields } = lead;
  if (!quote) return { ...fields };
  return {
    ...fields,
    quote: {
      ...quote,
      lines: quote.lines.map((line) => ({ ...line })),
      attachments: quote.attachments.map((attachment) => ({ ...attachment })),
    },
  };
}

export function createFormsService(deps: {
  store: Store;
  mailer: Mailer;
  tasks: TaskTracker;
  logger: Logger;
  /** Overall deadline of one delivery (default MAIL_SEND_TIMEOUT_MS). */
  mailTimeoutMs?: number;
  /** Where a quote's drawings are, for its mail (default: none attached). */
  mailContext?: LeadMailContext;
}): FormsService {
  const { store, mailer, tasks, logger } = deps;
  const mailContext = deps.mailContext ?? NO_ATTACHMENTS;
  const mailTimeoutMs = deps.mailTimeoutMs ?? MAIL_SEND_TIMEOUT_MS;

  /**
   * Send the lead's mail and record the outcome; never throws. Shared by submit, resume and
   * resend. Returns the lead as recorded.
   */
  async function deliver(lead: StoredLead): Promise<StoredLead> {
    let status: StoredLead['mail_status'] = 'sent';
    let mailError: string | null = null;
    try {
      await sendWithin(mailer, lead, mailContext, mailTimeoutMs);
    } catch (error) {
      status = 'failed';
      mailError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      logger.warn(
        `Mail for lead #${lead.id} (${lead.kind}) failed; the lead is saved in db.json.`,
        error,
      );
    }
    try {
      return await store.update((draft) => {
        const stored = draft.leads.find((candidate) => candidate.id === lead.id);
        if (!stored) return { ...lead, mail_status: status, mail_error: mailError };
        stored.mail_status = status;
        stored.mail_error = mailError;
        return { ...stored };
      });
    } catch (error) {
      logger.warn(`Could not record the mail status of lead #${lead.id}.`, error);
      return { ...lead, mail_status: status, mail_error: mailError };
    }
  }

  return {
    async submit(input, signals = {}) {
      const reason = spamReason(signals);
      if (reason !== null) {
        logger.debug(
          `Dropped a ${input.kind} submission from ${input.ip ?? 'an unknown address'} as spam (${reason}); answered as a success, nothing stored, no mail.`,
        );
        return null;
      }
      const lead = await store.update((draft) => {
        const now = new Date().toISOString();
        const created: StoredLead = {
          id: nextId(draft, 'leads'),
          ...input,
          created_at: now,
          updated_at: now,
          status: 'new',
          notes: '',
          read_at: null,
          mail_status: 'pending',
          mail_error: null,
        };
        draft.leads.push(created);
        return created;
      });
      tasks.track(deliver(lead));
      return lead;
    },
    resumePending() {
      for (const lead of store.read().leads) {
        if (lead.mail_status === 'pending') tasks.track(deliver(copyLead(lead)));
      }
    },
    async resend(id) {
      // Claimed inside the serialized writer: of two concurrent resends only one sees 'failed'/'sent'.
      const lead = await store.update((draft) => {
        const stored = draft.leads.find((candidate) => candidate.id === id);
        if (!stored) throw new HttpError(404, ADMIN_MESSAGES.leadNotFound);
        if (stored.mail_status === 'pending') throw new HttpError(409, MAIL_IN_FLIGHT);
        stored.mail_status = 'pending';
        stored.mail_error = null;
        stored.updated_at = new Date().toISOString();
        return { ...stored };
      });
      // Tracked like any delivery, so shutdown waits for it too.
      const delivery = deliver(lead);
      tasks.track(delivery);
      return delivery;
    },
  };
}
