/**
 * The mail that tells an endpoint's owner it was paused (docs/api/webhooks.md §6), in their language (Spanish first,
 * English per the user's setting), in the frame of every Tirr mail (lib/mail-frame.ts); plugins/webhooks.ts renders
 * it with the mails' layout and sends it through the outbox.
 */
import { framed, type FramedMail, type MailLanguage } from '../../lib/mail-frame';

export interface WebhookMail {
  to: string;
  /** The outbox's kind of mail. */
  kind: 'webhook-paused';
  parts: FramedMail;
}

const TEXTS = {
  es: {
    subject: 'Pausamos un webhook de tu cuenta de Tirr',
    body: (url: string) => [
      `Los envíos a ${url} fallan desde hace más de 24 horas, así que pausamos ese webhook.`,
      'Los eventos nuevos no se pierden: quedan en espera hasta que lo reanudes.',
    ],
    action: 'Ver mis webhooks',
    after: [
      'Revisá que tu servidor responda con un código 2xx y reanudá el webhook: enviamos entonces los eventos en espera.',
    ],
  },
  en: {
    subject: 'We paused a webhook of your Tirr account',
    body: (url: string) => [
      `Deliveries to ${url} have been failing for more than 24 hours, so we paused that webhook.`,
      'New events are not lost: they wait until you resume it.',
    ],
    action: 'See my webhooks',
    after: ['Check that your server answers with a 2xx code and resume the webhook: we then send the waiting events.'],
  },
} as const;

/** The pause notice to `owner` about the endpoint at `url`; `publicUrl` leads to the webhooks screen. */
export function pausedMail(
  owner: { email: string; name: string; language: MailLanguage },
  url: string,
  publicUrl: string,
): WebhookMail {
  const t = TEXTS[owner.language];
  const parts = framed(owner.language, owner.email, {
    subject: t.subject,
    name: owner.name,
    paragraphs: t.body(url),
    action: { label: t.action, url: `${publicUrl}/integrations/webhooks` },
    after: [...t.after],
  });
  return { to: owner.email, kind: 'webhook-paused', parts };
}
