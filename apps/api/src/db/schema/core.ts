import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UserInfo } from '@tirr/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Everyone who has signed in, from any provider. The role lives here (docs/architecture.md §4). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Token subject, e.g. 'tirr|<uuid>' for the built-in provider or 'auth0|…'. */
    sub: text('sub').notNull().unique(),
    email: text('email'),
    name: text('name'),
    picture: text('picture'),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: text('role', { enum: ['free', 'premium', 'admin', 'sysadmin'] })
      .notNull()
      .default('free'),
    info: jsonb('info').$type<UserInfo>().notNull().default({}),
    /** Time-limited premium (grant or paid subscription); the effective role is computed from it (ADR 0080). */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('free', 'premium', 'admin', 'sysadmin')`),
    index('users_email_idx').on(t.email),
  ],
);

/** Local credentials of the built-in identity provider. `id` is the account id inside the provider. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: createdAt(),
});

/** Keys of the built-in provider (signing JWKs and cookie secrets), so tokens survive a restart. */
export const oidcKeys = pgTable('oidc_keys', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['signing', 'cookie'] }).notNull(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Storage of the built-in provider's models (sessions, grants, codes, refresh tokens…). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Interface ('react') and server ('node') errors (docs/product.md §3 'Error log'). */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['react', 'node'] }).notNull(),
    path: text('path').notNull(),
    description: text('description').notNull(),
    stack: text('stack'),
    feedback: text('feedback'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /** SHA-256 (hex) of the token returned when the interface created the log; only its holder adds feedback. */
    feedbackTokenHash: text('feedback_token_hash'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt)],
);
