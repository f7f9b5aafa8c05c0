import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { AppEvents } from '../lib/app-events';
import type { Mailer } from '../modules/mail/mailer';
import { composeMail, type AccountMail, type MailLanguage } from '../modules/mail/messages';
import { accountsRepository, subjectOf, type AccountRow } from './accounts.repository';
import { emailTokensRepository } from './email-tokens.repository';

export interface AccountEmailsOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  supportEmail: string;
  now: () => Date;
  /** The app's events: 'user-changed' when the account's user row changed (email confirmed, password reset). */
  events: Pick<AppEvents, 'emit'>;
  /**
   * A password reset ended these grants: their access tokens, still unexpired, are refused from now on
   * (the revocation list, ADR 0110).
   */
  onGrantsEnded?: (grantIds: readonly string[]) => Promise<void>;
}

/** Cool-downs (ADR 0106): mails of a kind to one address, at most one per period. */
export const RESEND_COOLDOWN_MS = 60_000;
const RESET_COOLDOWN_MS = 60_000;
const ACCOUNT_EXISTS_COOLDOWN_MS = 60 * 60_000;

export type ResendResult = { sent: true; email: string } | { alreadyVerified: true } | { retryAfterSeconds: number };

/**
 * Accounts by email (ADR 0105, 0106): registration that answers the same for a new and a known email,
 * the confirmation link, '¿Olvidaste tu contraseña?' and the notices, all through the mail outbox.
 */
export function accountEmails(options: AccountEmailsOptions) {
  const accounts = accountsRepository(options.db);
  const tokens = emailTokensRepository(options.db);
  const link = (path: string, token: string, lang: MailLanguage) =>
    `${options.publicUrl}${path}?token=${token}${lang === 'en' ? '&ui_locales=en' : ''}`;

  /** The language the account chose in the app, if any; else the one of the page in use. */
  const languageOf = async (account: AccountRow, fallback: MailLanguage): Promise<MailLanguage> => {
    const [row] = await options.db
      .select({ info: users.info })
      .from(users)
      .where(eq(users.sub, subjectOf(account.id)))
      .limit(1);
    return row?.info.settings?.language ?? fallback;
  };
  const mail = (account: AccountRow, content: AccountMail, lang: MailLanguage) =>
    options.mailer.send(composeMail(content, account.email, lang));
  const recently = async (email: string, kind: AccountMail['kind'], periodMs: number) =>
    options.mailer.lastSentSince(email, kind, new Date(options.now().getTime() - periodMs));

  const sendVerification = async (account: AccountRow, lang: MailLanguage) => {
    const token = await tokens.issue(account.id, 'verify-email', options.now());
    await mail(
      account,
      { kind: 'verify-email', name: account.name, url: link('/oidc/verify-email', token, lang) },
      lang,
    );
  };

  return {
    /**
     * A registration: a new email gets an unverified account and the confirmation link; a known one gets
     * nothing new, and its owner a notice that someone tried (at most one an hour). The caller answers
     * both the same way.
     */
    async register(input: { name: string; email: string; passwordHash: string }, lang: MailLanguage): Promise<void> {
      const created = await accounts.create({ ...input, emailVerified: false });
      if (created) return sendVerification(created, lang);
      const existing = await accounts.findByEmail(input.email);
      if (!existing || (await recently(existing.email, 'account-exists', ACCOUNT_EXISTS_COOLDOWN_MS))) return;
      const mailLang = await languageOf(existing, lang);
      const suffix = mailLang === 'en' ? '&ui_locales=en' : '';
      await mail(
        existing,
        {
          kind: 'account-exists',
          name: existing.name,
          forgotUrl: `${options.publicUrl}/oidc/password/forgot?email=${encodeURIComponent(existing.email)}${suffix}`,
          signInUrl: `${options.publicUrl}/login`,
        },
        mailLang,
      );
    },

    /** 'Reenviar email de confirmación' for a signed-in account. */
    async resendVerification(accountId: string, lang: MailLanguage): Promise<ResendResult> {
      const account = await accounts.findById(accountId);
      if (!account) return { alreadyVerified: true };
      if (account.emailVerified) return { alreadyVerified: true };
      const last = await recently(account.email, 'verify-email', RESEND_COOLDOWN_MS);
      if (last) {
        const wait = last.getTime() + RESEND_COOLDOWN_MS - options.now().getTime();
        return { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      }
      await sendVerification(account, await languageOf(account, lang));
      return { sent: true, email: account.email };
    },

    /** Whether a confirmation link would still work (the page behind it shows the button or says it expired). */
    verificationLinkWorks: async (token: string) =>
      (await tokens.peek(token, 'verify-email', options.now())) !== undefined,

    /** Uses a confirmation link: the account and its user row become verified. */
    async verify(token: string): Promise<boolean> {
      const accountId = await tokens.consume(token, 'verify-email', options.now());
      if (!accountId) return false;
      await accounts.markEmailVerified(accountId);
      options.events.emit('user-changed', { user: subjectOf(accountId) });
      return true;
    },

    /** '¿Olvidaste tu contraseña?': a reset link for a known address (at most one a minute); nothing otherwise. */
    async requestReset(email: string, lang: MailLanguage): Promise<void> {
      const account = await accounts.findByEmail(email);
      if (!account || (await recently(account.email, 'reset-password', RESET_COOLDOWN_MS))) return;
      const mailLang = await languageOf(account, lang);
      const token = await tokens.issue(account.id, 'reset-password', options.now());
      await mail(
        account,
        { kind: 'reset-password', name: account.name, url: link('/oidc/password/reset', token, mailLang) },
        mailLang,
      );
    },

    resetLinkWorks: async (token: string) => (await tokens.peek(token, 'reset-password', options.now())) !== undefined,

    /**
     * Uses a reset link: the new password is stored, the email counts as confirmed (the link proved the
     * mailbox), every session and grant of the account ends, and a notice is mailed. False when the link
     * is unknown, used or expired.
     */
    async resetPassword(token: string, passwordHash: string): Promise<boolean> {
      const now = options.now();
      let ended: string[] = [];
      const accountId = await options.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const id = await tokens.consume(token, 'reset-password', now, db);
        if (!id) return undefined;
        await accounts.setPassword(id, passwordHash, db);
        await accounts.markEmailVerified(id, db);
        ended = await accounts.revokeSessions(id, db);
        await tokens.revoke(id, 'reset-password', db);
        return id;
      });
      if (!accountId) return false;
      if (ended.length > 0) await options.onGrantsEnded?.(ended);
      options.events.emit('user-changed', { user: subjectOf(accountId) });
      const account = await accounts.findById(accountId);
      if (account)
        await mail(
          account,
          { kind: 'password-changed', name: account.name, supportEmail: options.supportEmail },
          await languageOf(account, 'es'),
        );
      return true;
    },
  };
}
export type AccountEmails = ReturnType<typeof accountEmails>;
