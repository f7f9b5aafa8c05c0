/**
 * The frame of every mail Tirr sends (ADR 0105): the tagline, the footer, the copy-the-link line and the greeting,
 * in Spanish and English. Each area composes its own body (account mails, webhook notices, invitations) inside it.
 */
export type MailLanguage = 'es' | 'en';

export const MAIL_FRAME = {
  es: {
    tagline: 'Tirr · Riesgo crediticio y mercado de capitales',
    footer: (to: string) => `Este correo se envió a ${to}. No lo respondas: nadie lee esta casilla.`,
    copyLink: 'Si el botón no funciona, copiá este enlace en tu navegador:',
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
  },
  en: {
    tagline: 'Tirr · Credit risk and capital markets',
    footer: (to: string) => `This email was sent to ${to}. Do not reply: nobody reads this mailbox.`,
    copyLink: 'If the button does not work, copy this link into your browser:',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
  },
} as const;

/** The parts of a mail as the layout (modules/mail/layout.ts) renders them. */
export interface FramedMail {
  lang: MailLanguage;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
  after: string[];
  copyLink: string;
  footer: string;
  tagline: string;
}

/** A mail's parts in the frame of its language, to `to`. */
export function framed(
  lang: MailLanguage,
  to: string,
  body: { subject: string; name?: string; paragraphs: string[]; action?: FramedMail['action']; after: string[] },
): FramedMail {
  const frame = MAIL_FRAME[lang];
  return {
    lang,
    subject: body.subject,
    greeting: frame.greeting(body.name ?? ''),
    paragraphs: body.paragraphs,
    action: body.action,
    after: body.after,
    copyLink: frame.copyLink,
    footer: frame.footer(to),
    tagline: frame.tagline,
  };
}
