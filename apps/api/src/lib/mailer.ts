// Outgoing mail. With SMTP_URL (smtp://user:pass@host:port, or smtps://) mail goes out through
// that server; without it (the embedded default) each message is written to DATA_DIR/mail as an
// .eml file and logged, so a developer can read password-reset codes without a mail server.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: (msg: string) => void,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const folder = join(config.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await stream.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${Date.now()}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      // the recipient's address stays out of the log and out of the file name (both are seen by
      // whoever reads the logs); the message itself names it
      log(`mail written to ${file} (set SMTP_URL to send it)`);
    },
  };
}
