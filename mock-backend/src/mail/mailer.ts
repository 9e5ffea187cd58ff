import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { writeFileAtomic } from '../lib/fs-utils.ts';

/** A file sent with the mail, read from disk when the message is built. */
export interface MailAttachment {
  filename: string;
  path: string;
  contentType: string;
}

export interface OutgoingMail {
  subject: string;
  text: string;
  /** The visitor: answering the mail answers them. */
  replyTo: { name: string; address: string };
  /** A quote request's drawings (plain text body, files as attachments). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Where mail goes, for the start banner. */
  readonly target: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  to: string;
}

/**
 * nodemailer with SMTP when SMTP_URL is set; otherwise every message is written as an .eml file
 * into DATA_DIR/outbox, so nothing leaves the machine in development. Header values are passed
 * as structured fields, never concatenated, and the schemas already refuse CR/LF.
 */
export function createMailer({ smtpUrl, outboxDir, from, to }: MailerOptions): Mailer {
  const envelope = (mail: OutgoingMail) => ({
    from,
    to,
    replyTo: { name: mail.replyTo.name, address: mail.replyTo.address },
    subject: mail.subject,
    text: mail.text,
    attachments: (mail.attachments ?? []).map(({ filename, path: file, contentType }) => ({
      filename,
      path: file,
      contentType,
    })),
  });

  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      target: `SMTP ${new URL(smtpUrl).host}`,
      async send(mail) {
        await transport.sendMail(envelope(mail));
      },
      close: () => {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    target: `outbox folder ${outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail(envelope(mail));
      if (!Buffer.isBuffer(info.message))
        throw new Error('The mail transport did not return a buffer.');
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFileAtomic(path.join(outboxDir, `${stamp}-${randomUUID()}.eml`), info.message);
    },
    close: () => {
      transport.close();
    },
  };
}
