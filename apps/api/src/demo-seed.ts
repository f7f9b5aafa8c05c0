/**
 * The demo data of a database (README 'Demo accounts'): the accounts, with what each module keeps for
 * them. It spans the provider's accounts and several modules, so it is composed here, beside app.ts,
 * and the database layer imports no module (docs/architecture.md §2, ADR 0124).
 */
import { inArray } from 'drizzle-orm';
import type { Role } from '@tirr/domain';
import type { Db } from './db/client';
import { additionalInfo, users } from './db/schema';
import { accountsRepository } from './identity-provider/accounts.repository';
import { hashPassword } from './identity-provider/passwords';

export const DEMO_PASSWORD = 'tirr-demo-2026';

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'free@tirr.demo', name: 'Florencia Gratuita', role: 'free' },
  { email: 'premium@tirr.demo', name: 'Pablo Premium', role: 'premium' },
  // A credit analyst who applies their company's credit policy (docs/domain/credit-policy.md): premium, kept apart
  // from premium@ so a policy saved in a demo (or a browser test) never changes what premium@ sees.
  { email: 'analista@tirr.demo', name: 'Carla Analista', role: 'premium' },
  { email: 'admin@tirr.demo', name: 'Ana Administradora', role: 'admin' },
  { email: 'sysadmin@tirr.demo', name: 'Sergio Sysadmin', role: 'sysadmin' },
];

/**
 * Creates the demo accounts that are missing (idempotent; existing ones are left as they are).
 * They are already past the welcome screen, so a demo sign-in lands where it was going; a newly
 * registered account sees /welcome first. Their quick panels hold only what monitoring produces and what
 * they write: nothing is invented for them (ADR 0141).
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const accounts = accountsRepository(db);
  for (const demo of DEMO_ACCOUNTS) {
    if (await accounts.findByEmail(demo.email)) continue;
    await accounts.create({
      ...demo,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerified: true,
      // Demo accounts are past the welcome screen and the guided menu tour (ADR 0062).
      info: { firstTimeTutorial: true, tours: ['menu'] },
    });
  }
  await seedDemoAdditionalInfo(db);
}

/**
 * The demo accounts have already answered the first-visit survey, so it never covers the screens in a
 * demo (or in a browser test signed in with one); a newly registered account gets it (ADR 0052).
 * Idempotent: an existing answer is kept.
 */
export async function seedDemoAdditionalInfo(db: Db): Promise<void> {
  const demo = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((d) => d.email),
      ),
    );
  if (demo.length === 0) return;
  await db
    .insert(additionalInfo)
    .values(
      demo.map((user) => ({
        userId: user.id,
        type: 'enterprise' as const,
        companyName: 'Tirr Demo SA',
        field: 'Servicios financieros',
        phone: '1140000000',
        range: user.name ?? 'Demo',
      })),
    )
    .onConflictDoNothing({ target: additionalInfo.userId });
}
