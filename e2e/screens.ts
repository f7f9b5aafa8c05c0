import { expect, type Browser, type Page } from '@playwright/test';
import { PAGE_LOAD, signInVia, tokenOf } from './support';

/**
 * Every screen of the app, by who sees it: the one list the accessibility journeys (axe and 360 px, in both
 * languages) and `npm run screenshots` walk. A screen is ready when its level-1 heading shows and nothing is
 * loading any more; the checks do not depend on the language.
 */
export type Role = 'guest' | 'free' | 'premium' | 'admin' | 'sysadmin';
export type Language = 'es' | 'en';

export interface Screen {
  /** A file-name-safe name. */
  name: string;
  /** The path, or how to find it (e.g. the id of a profile with a balance). */
  path: string | ((page: Page) => Promise<string>);
  /** A locator that shows the screen is ready, when the level-1 heading is not enough. */
  ready?: (page: Page) => ReturnType<Page['locator']>;
}

/**
 * A profile of the signed-in user's portfolio (one with a balance when there is one); an empty portfolio gets
 * a demo company that no journey counts on.
 */
async function someProfile(page: Page): Promise<string> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  for (const query of ['balance=with&pageSize=1', 'pageSize=1']) {
    const response = await page.request.get(`/api/v1/profiles?${query}`, { headers });
    expect(response.status()).toBe(200);
    const [first] = ((await response.json()) as { items: { id: string }[] }).items;
    if (first) return first.id;
  }
  const added = await page.request.post('/api/v1/profiles', { headers, data: { taxNumber: '30715896342' } });
  if (added.status() === 409) return someProfile(page); // added meanwhile by a journey beside this one
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { profile: { id: string } }).profile.id;
}

/**
 * A whole report: its last section (the sections below the score load after it), or first the question
 * whether to use one of the free user's monthly reports (ADR 0141), a screen of its own that `openScreen`
 * checks and then answers.
 */
const report = (p: Page) => p.getByTestId('activity-report');
const reportOrQuestion = (p: Page) => report(p).or(p.getByTestId('report-confirm'));

export const SCREENS: Record<Role, Screen[]> = {
  guest: [
    { name: 'sign-in', path: '/credits' },
    { name: 'register', path: '/register' },
    { name: 'simulators', path: '/assets/simulators' },
    { name: 'simulator-cheques', path: '/assets/simulators/checks' },
    { name: 'simulator-pagares', path: '/assets/simulators/pagares' },
    { name: 'simulator-facturas', path: '/assets/simulators/facturas' },
    { name: 'simulator-fci', path: '/assets/simulators/fci' },
    { name: 'error-401', path: '/errors/401' },
    { name: 'error-404', path: '/no-such-page' },
    { name: 'error-500', path: '/errors/500' },
  ],
  free: [
    { name: 'home', path: '/' },
    { name: 'welcome', path: '/welcome' },
    { name: 'credits', path: '/credits' },
    { name: 'search', path: '/credits/profiles/search' },
    { name: 'report-company', path: '/credits/profiles/30715896342', ready: reportOrQuestion },
    { name: 'academy', path: '/academy' },
    { name: 'academy-courses', path: '/academy/courses' },
    { name: 'academy-course', path: '/academy/courses/fci-basico' },
    { name: 'organisation-free', path: '/organisation' },
  ],
  premium: [
    { name: 'profiles', path: '/credits/profiles' },
    { name: 'batch', path: '/credits/profiles/batch' },
    { name: 'cheque-analysis', path: '/assets/cheques/analysis' },
    { name: 'cheque-portfolio', path: '/assets/cheques/portfolio' },
    { name: 'credit-policy', path: '/credits/policy' },
    { name: 'report-person', path: '/credits/profiles/20123456786', ready: report },
    { name: 'balance', path: async (p) => `/credits/profiles/balance/${await someProfile(p)}` },
    { name: 'score', path: async (p) => `/credits/profiles/score/${await someProfile(p)}` },
    { name: 'organisation', path: '/organisation' },
    { name: 'api-guide', path: '/integrations/api' },
    { name: 'api-keys', path: '/integrations/api-keys' },
    { name: 'webhooks', path: '/integrations/webhooks' },
  ],
  admin: [
    { name: 'system-users', path: '/system/users' },
    { name: 'system-blacklist', path: '/system/blacklist' },
    { name: 'system-reports', path: '/system/reportes' },
    { name: 'system-cheque-assumptions', path: '/system/supuestos-cheques' },
  ],
  sysadmin: [
    { name: 'system-errors', path: '/system/errors' },
    { name: 'system-outbox', path: '/system/outbox' },
    { name: 'system-jobs', path: '/system/jobs' },
    { name: 'system-diagnostics', path: '/system/diagnostico' },
    { name: 'system-organisations', path: '/system/organisations' },
  ],
};

export const ROLES = Object.keys(SCREENS) as Role[];

/**
 * The demo account each role's screens are walked with. The premium screens use the admin (who holds every premium
 * permission): the portfolio journeys count premium@'s profiles, and these screens need one.
 */
const ACCOUNT: Record<Exclude<Role, 'guest'>, string> = {
  free: 'free',
  premium: 'admin',
  admin: 'admin',
  sysadmin: 'sysadmin',
};

/**
 * A page of its own context for `role` in `language` at `width`: signed in (on the provider's page, in
 * Spanish) for every role but the guest; then the app's language is the one this browser remembers.
 */
export async function pageAs(browser: Browser, role: Role, language: Language, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 768 } });
  const page = await context.newPage();
  const remember = (lang: Language) => window.localStorage.setItem('tirr.language', lang);
  if (role === 'guest') await context.addInitScript(remember, language);
  else {
    // The demo accounts are shared by the journeys running beside this one (some save a language): the
    // account's saved language is left out of its answers from the start (the sign-in's answer seeds the
    // browser's snapshot of the user), and nothing this page does is saved to it.
    await context.route('**/api/v1/users/me', async (route) => {
      try {
        const response = await route.fetch();
        const me = (await response.json()) as { info?: { settings?: { language?: string } } };
        delete me.info?.settings?.language;
        await route.fulfill({ response, json: me });
      } catch (error) {
        // The page moved on before the answer came (its request was dropped): nothing is left to answer.
        if (!/disposed|closed/i.test(String(error))) throw error;
      }
    });
    await context.route('**/api/v1/users/me/info', (route) => route.fulfill({ status: 204 }));
    await signInVia(page, '/', `${ACCOUNT[role]}@tirr.demo`);
    await page.evaluate(remember, language);
  }
  return { page, close: () => context.close() };
}

/**
 * Opens a screen and waits until it is ready; returns the path it opened. A report that first asks whether
 * to use a free one is shown to `check` as a screen of its own, then answered ('Ver informe').
 */
export async function openScreen(
  page: Page,
  screen: Screen,
  check: (what: string) => Promise<void> = async () => undefined,
): Promise<string> {
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
  await page.goto(path);
  await expect(screen.ready ? screen.ready(page) : page.locator('h1').first(), path).toBeVisible(PAGE_LOAD);
  const question = page.getByTestId('report-confirm');
  if (await question.isVisible()) {
    await check(`${path} (asking to use a free report)`);
    // The second button: 'Ver informe' in either language ('Cancelar' comes first).
    await question.getByRole('button').last().click();
    await expect(report(page), path).toBeVisible(PAGE_LOAD);
  }
  // Spinners and indeterminate bars (no value; a course's progress bar has one and stays), skeletons of
  // lists and the space a chart keeps while its library loads (aria-busy).
  await expect(
    page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]'),
    `${path} still loading`,
  ).toHaveCount(0, PAGE_LOAD);
  return path;
}

/** How far the page scrolls sideways (0 when it fits). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
