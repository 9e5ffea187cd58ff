import { spamReason, type FormSignals, type LeadKind } from '@gear/contract/leads';
import type { Logger } from '../../lib/logger.ts';
import type { TaskTracker } from '../../lib/task-tracker.ts';
import { leadMail } from '../../mail/lead-mail.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { StoredLead } from '../../store/db-schema.ts';
import { nextId } from '../../store/db-invariants.ts';
import type { Store } from '../../store/store.ts';

export interface LeadInput {
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  ip: string | null;
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
}

export function createFormsService(deps: {
  store: Store;
  mailer: Mailer;
  tasks: TaskTracker;
  logger: Logger;
}): FormsService {
  const { store, mailer, tasks, logger } = deps;

  async function deliver(lead: StoredLead): Promise<void> {
    let status: StoredLead['mail_status'] = 'sent';
    let mailError: string | null = null;
    try {
      await mailer.send(leadMail(lead));
    } catch (error) {
      status = 'failed';
      mailError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      logger.warn(
        `Mail for lead #${lead.id} (${lead.kind}) failed; the lead is saved in db.json.`,
        error,
      );
    }
    try {
      await store.update((draft) => {
        const stored = draft.leads.find((candidate) => candidate.id === lead.id);
        if (stored) {
          stored.mail_status = status;
          stored.mail_error = mailError;
        }
      });
    } catch (error) {
      logger.warn(`Could not record the mail status of lead #${lead.id}.`, error);
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
        const created: StoredLead = {
          id: nextId(draft.leads),
          ...input,
          created_at: new Date().toISOString(),
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
        if (lead.mail_status === 'pending') tasks.track(deliver(structuredClone(lead)));
      }
    },
  };
}
