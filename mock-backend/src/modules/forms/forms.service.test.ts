import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { dataPaths } from '../../data-paths.ts';
import { HttpError } from '../../http/http-error.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTaskTracker } from '../../lib/task-tracker.ts';
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts';
import { openStore, type Store } from '../../store/store.ts';
import { makeDataDir } from '../../test-utils/test-app.ts';
import { createFormsService, MAIL_IN_FLIGHT } from './forms.service.ts';

const logger = createLogger('silent');
const inquiry = {
  kind: 'inquiry' as const,
  name: 'Meera',
  email: 'meera@example.com',
  phone: '9876543210',
  message: 'Price for helical gears?',
  ip: '203.0.113.7',
};

/** A mailer whose every send waits until the test settles it. */
function manualMailer() {
  const sent: OutgoingMail[] = [];
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const mailer: Mailer = {
    target: 'test',
    send(mail) {
      sent.push(mail);
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
      });
    },
    close() {},
  };
  return { mailer, sent, waiting };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(mailer: Mailer, mailTimeoutMs?: number) {
  const dir = await makeDataDir();
  const store: Store = await openStore({ paths: dataPaths(dir), buildSeed: null, logger });
  const tasks = createTaskTracker();
  cleanups.push(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  const forms = createFormsService({ store, mailer, tasks, logger, mailTimeoutMs });
  return { store, tasks, forms };
}

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.message}` : String(error);
  }
};

describe('forms service: delivery and resend', () => {
  it('stores a new lead as new, unread, without notes, mail pending until delivered', async () => {
    const { mailer, waiting } = manualMailer();
    const { store, tasks, forms } = await setup(mailer);
    const lead = await forms.submit(inquiry);
    expect(lead).toMatchObject({
      id: 1,
      status: 'new',
      notes: '',
      read_at: null,
      mail_status: 'pending',
      mail_error: null,
    });
    expect(lead?.updated_at).toBe(lead?.created_at);
    waiting[0]?.resolve();
    await tasks.idle();
    expect(store.read().leads[0]?.mail_status).toBe('sent');
  });

  it('marks a hanging delivery failed after the deadline', async () => {
    const { mailer } = manualMailer();
    const { store, tasks, forms } = await setup(mailer, 50);
    await forms.submit(inquiry);
    await tasks.idle();
    expect(store.read().leads[0]).toMatchObject({
      mail_status: 'failed',
      mail_error: 'The mail server did not answer within 50 ms.',
    });
  });

  it('resend: 409 while pending, then sends once and records the outcome', async () => {
    const { mailer, sent, waiting } = manualMailer();
    const { store, tasks, forms } = await setup(mailer);
    await forms.submit(inquiry);
    expect(await statusOf(forms.resend(1))).toBe(`409 ${MAIL_IN_FLIGHT}`);
    waiting[0]?.reject(new Error('550 mailbox unavailable'));
    await tasks.idle();
    expect(store.read().leads[0]).toMatchObject({
      mail_status: 'failed',
      mail_error: '550 mailbox unavailable',
    });

    // Two clicks at once: only one delivery starts.
    const first = forms.resend(1);
    const second = forms.resend(1);
    expect(await statusOf(second)).toBe(`409 ${MAIL_IN_FLIGHT}`);
    await expect.poll(() => waiting.length).toBe(2);
    waiting[1]?.resolve();
    expect(await first).toMatchObject({ id: 1, mail_status: 'sent', mail_error: null });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toBe('New inquiry from Meera');
    expect(store.read().leads[0]).toMatchObject({ mail_status: 'sent', mail_error: null });
  });

  it('resend of an unknown lead is a 404 and sends nothing', async () => {
    const { mailer, sent } = manualMailer();
    const { forms } = await setup(mailer);
    expect(await statusOf(forms.resend(7))).toBe(`404 ${ADMIN_MESSAGES.leadNotFound}`);
    expect(sent).toHaveLength(0);
  });
});
