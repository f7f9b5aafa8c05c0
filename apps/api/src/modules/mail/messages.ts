import { renderHtml, renderText, type MailParts } from './layout';
import type { NewMail } from './mail.repository';
import { MAIL_FRAME, type MailLanguage } from '../../lib/mail-frame';

export type { MailLanguage } from '../../lib/mail-frame';

/** The mails Tirr sends (ADR 0105), in Spanish and English, each with its HTML and plain-text parts. */
export type AccountMail =
  | { kind: 'verify-email'; name: string; url: string }
  | { kind: 'reset-password'; name: string; url: string }
  | { kind: 'account-exists'; name: string; forgotUrl: string; signInUrl: string }
  | { kind: 'password-changed'; name: string; supportEmail: string };

const TEXTS = {
  es: {
    verify: {
      subject: 'Confirmá tu correo en Tirr',
      body: [
        'Gracias por crear tu cuenta en Tirr. Para pedir reportes de crédito necesitamos confirmar que este correo es tuyo.',
      ],
      action: 'Confirmar mi correo',
      after: [
        'El enlace vence en 24 horas y sirve una sola vez.',
        'Si no creaste una cuenta en Tirr, ignorá este mensaje.',
      ],
    },
    reset: {
      subject: 'Elegí una nueva contraseña de Tirr',
      body: ['Recibimos un pedido para cambiar la contraseña de tu cuenta de Tirr.'],
      action: 'Elegir una nueva contraseña',
      after: [
        'El enlace vence en 30 minutos y sirve una sola vez.',
        'Si no lo pediste, ignorá este mensaje: tu contraseña no cambia.',
      ],
    },
    exists: {
      subject: 'Alguien intentó crear una cuenta con tu correo',
      body: [
        'Alguien intentó crear una cuenta en Tirr con este correo electrónico, que ya tiene una cuenta.',
        'Si fuiste vos, ingresá con tu contraseña. Si no la recordás, elegí una nueva:',
      ],
      action: '¿Olvidaste tu contraseña?',
      after: (signIn: string) => [
        `Para ingresar: ${signIn}`,
        'Si no fuiste vos, no tenés que hacer nada: tu cuenta sigue igual.',
      ],
    },
    changed: {
      subject: 'Cambiaste tu contraseña de Tirr',
      body: ['La contraseña de tu cuenta de Tirr se cambió recién. Cerramos las sesiones que estaban abiertas.'],
      after: (support: string) => [`Si no fuiste vos, escribinos ya mismo a ${support}.`],
    },
  },
  en: {
    verify: {
      subject: 'Confirm your email for Tirr',
      body: [
        'Thanks for creating your Tirr account. To request credit reports we need to confirm this email is yours.',
      ],
      action: 'Confirm my email',
      after: [
        'The link expires in 24 hours and works once.',
        'If you did not create a Tirr account, ignore this message.',
      ],
    },
    reset: {
      subject: 'Choose a new Tirr password',
      body: ['We received a request to change the password of your Tirr account.'],
      action: 'Choose a new password',
      after: [
        'The link expires in 30 minutes and works once.',
        'If you did not ask for it, ignore this message: your password stays the same.',
      ],
    },
    exists: {
      subject: 'Someone tried to create an account with your email',
      body: [
        'Someone tried to create a Tirr account with this email address, which already has an account.',
        'If it was you, sign in with your password. If you do not remember it, choose a new one:',
      ],
      action: 'Forgot your password?',
      after: (signIn: string) => [
        `To sign in: ${signIn}`,
        'If it was not you, there is nothing to do: your account is unchanged.',
      ],
    },
    changed: {
      subject: 'Your Tirr password was changed',
      body: ['The password of your Tirr account was just changed. We closed the sessions that were open.'],
      after: (support: string) => [`If it was not you, write to ${support} right away.`],
    },
  },
} as const;

function partsOf(mail: AccountMail, to: string, lang: MailLanguage): MailParts {
  const t = TEXTS[lang];
  const frame = MAIL_FRAME[lang];
  const common = {
    lang,
    greeting: frame.greeting(mail.name),
    copyLink: frame.copyLink,
    footer: frame.footer(to),
    tagline: frame.tagline,
  };
  switch (mail.kind) {
    case 'verify-email':
      return {
        ...common,
        subject: t.verify.subject,
        paragraphs: [...t.verify.body],
        action: { label: t.verify.action, url: mail.url },
        after: [...t.verify.after],
      };
    case 'reset-password':
      return {
        ...common,
        subject: t.reset.subject,
        paragraphs: [...t.reset.body],
        action: { label: t.reset.action, url: mail.url },
        after: [...t.reset.after],
      };
    case 'account-exists':
      return {
        ...common,
        subject: t.exists.subject,
        paragraphs: [...t.exists.body],
        action: { label: t.exists.action, url: mail.forgotUrl },
        after: t.exists.after(mail.signInUrl),
      };
    case 'password-changed':
      return {
        ...common,
        subject: t.changed.subject,
        paragraphs: [...t.changed.body],
        after: t.changed.after(mail.supportEmail),
      };
  }
}

/** The outbox row of a mail to `to`, in the reader's language. */
export function composeMail(mail: AccountMail, to: string, lang: MailLanguage): NewMail {
  const parts = partsOf(mail, to, lang);
  return { recipient: to, subject: parts.subject, kind: mail.kind, text: renderText(parts), html: renderHtml(parts) };
}
