// Outgoing SMS. With SMS_API_URL the message goes to a provider with Twilio's Messages API: POST
// {SMS_API_URL}/2010-04-01/Accounts/{SID}/Messages.json, basic auth SID:TOKEN, form fields To, From
// and Body; 201 with the message's sid is success, anything else (an error status, no answer
// within SMS_TIMEOUT_MS, a refused connection) is a failure the caller answers with 2000001.
// Without it (the embedded default) each message is written to DATA_DIR/sms as a text file, so a
// developer can read codes without a provider. Either way the log names a masked number and never
// the text: the text holds a code, which is a secret.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

export interface Sms {
  /** E.164, e.g. +34600000000 */
  to: string;
  body: string;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

export class SmsError extends Error {}

/** +34600000123 → +34******123: enough to tell numbers apart in a log, not to text them. */
export const maskPhone = (phone: string) =>
  phone.length <= 6 ? '***' : `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;

export function createSmsSender(
  config: Pick<Config, 'sms' | 'smsTimeoutMs' | 'dataDir'>,
  log: (msg: string) => void,
): SmsSender {
  const provider = config.sms;
  if (provider) {
    const url = `${provider.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`;
    const auth = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
    return {
      async send(sms) {
        let res: Response;
        try {
          res = await fetch(url, {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ To: sms.to, From: provider.from, Body: sms.body }),
            signal: AbortSignal.timeout(config.smsTimeoutMs),
          });
        } catch (error) {
          // the cause (timeout, refused) without the request, which carries the code
          const reason = error instanceof Error ? (error.cause as Error | undefined)?.message || error.name : 'error';
          throw new SmsError(`SMS provider unreachable: ${reason}`);
        }
        const answer = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
        if (res.status !== 201 && res.status !== 200) {
          throw new SmsError(
            `SMS provider refused: HTTP ${res.status} ${answer.code ?? ''} ${String(answer.message ?? '').slice(0, 200)}`,
          );
        }
        log(`sms to ${maskPhone(sms.to)} sent (sid ${String(answer.sid ?? '?').slice(0, 64)})`);
      },
    };
  }
  const folder = join(config.dataDir, 'sms');
  return {
    async send(sms) {
      await mkdir(folder, { recursive: true });
      // the masked number in the name: a developer finds their message, a log reader learns nothing
      const file = join(folder, `${Date.now()}-${maskPhone(sms.to).replace(/\*/g, 'x')}.txt`);
      await writeFile(file, `To: ${sms.to}\n\n${sms.body}\n`);
      log(`sms to ${maskPhone(sms.to)}: code written to ${file} (set SMS_API_URL to send it)`);
    },
  };
}
