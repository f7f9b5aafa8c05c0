import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Organisations (docs/domain/organisations.md, ADR 0146): a premium account's team. The organisation's data — Mis
 * Perfiles, the credit policy, batch lookups, cheque portfolios, monitoring events — is kept under its owner's
 * account (`owner_id`), which every member works in; each member's consults are audited under their own name.
 */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The owner's account holds the organisation's data; one organisation per owner. */
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ORGANISATION_ROLES = ['owner', 'analyst', 'viewer'] as const;

/** Who belongs to an organisation, and as what. A user belongs to at most one organisation. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANISATION_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    check('organisation_members_role_check', sql`${t.role} in ('owner', 'analyst', 'viewer')`),
  ],
);

/**
 * Invitations by email: the link carries a random token whose SHA-256 is kept; it is accepted once, by a signed-in
 * account with that confirmed email, within 7 days.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: ['analyst', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('organisation_invitations_org_idx').on(t.organisationId, t.createdAt),
    // One open invitation per organisation and email.
    uniqueIndex('organisation_invitations_open_unique')
      .on(t.organisationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('organisation_invitations_role_check', sql`${t.role} in ('analyst', 'viewer')`),
  ],
);
