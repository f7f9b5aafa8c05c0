/**
 * The invitation to an organisation (docs/domain/organisations.md §3), in the inviting owner's language: who
 * invites, to which organisation, as what, and the link (valid 7 days, once).
 */
import { framed, type FramedMail, type MailLanguage } from '../../lib/mail-frame';

const ROLE = {
  es: { analyst: 'analista', viewer: 'lector' },
  en: { analyst: 'analyst', viewer: 'viewer' },
} as const;

const TEXTS = {
  es: {
    subject: (org: string) => `Te invitaron a ${org} en Tirr`,
    body: (who: string, org: string, role: string) => [
      `${who} te invitó a sumarte a ${org} en Tirr como ${role}.`,
      'Vas a trabajar en la cartera, la política de crédito, las consultas masivas y las carteras de cheques de la organización; tus consultas quedan registradas a tu nombre.',
    ],
    action: 'Aceptar la invitación',
    after: [
      'Ingresá (o creá tu cuenta) con este mismo correo para aceptarla. El enlace vence en 7 días y sirve una sola vez.',
      'Si no esperabas esta invitación, ignorá este mensaje.',
    ],
  },
  en: {
    subject: (org: string) => `You were invited to ${org} on Tirr`,
    body: (who: string, org: string, role: string) => [
      `${who} invited you to join ${org} on Tirr as ${role}.`,
      "You will work in the organisation's portfolio, credit policy, batch lookups and cheque portfolios; your consults are recorded under your name.",
    ],
    action: 'Accept the invitation',
    after: [
      'Sign in (or create your account) with this same email to accept it. The link expires in 7 days and works once.',
      'If you did not expect this invitation, ignore this message.',
    ],
  },
} as const;

export interface InvitationMail {
  to: string;
  kind: 'organisation-invitation';
  parts: FramedMail;
}

export function invitationMail(
  lang: MailLanguage,
  invitation: { email: string; role: 'analyst' | 'viewer'; organisation: string; invitedBy: string; url: string },
): InvitationMail {
  const t = TEXTS[lang];
  return {
    to: invitation.email,
    kind: 'organisation-invitation',
    parts: framed(lang, invitation.email, {
      subject: t.subject(invitation.organisation),
      paragraphs: t.body(invitation.invitedBy, invitation.organisation, ROLE[lang][invitation.role]),
      action: { label: t.action, url: invitation.url },
      after: [...t.after],
    }),
  };
}
