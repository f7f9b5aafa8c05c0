import { expect, test, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'tirr-demo-2026';

/**
 * Loading the app and handing over to the provider, or back, is a whole page load or two: on a busy
 * 2-core CI machine a cold one has taken over 7 s, so these waits get 20 s (the expectation is the same).
 */
export const PAGE_LOAD = { timeout: 20_000 };

/** Fills the built-in provider's Spanish sign-in page. */
export async function signInOnProvider(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//, PAGE_LOAD);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Opens a path as a guest, signs in on the provider, and waits until the app shows the user. */
export async function signInVia(page: Page, path: string, email: string) {
  await page.goto(path);
  await signInOnProvider(page, email);
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible(PAGE_LOAD);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The access token of a signed-in page (the app keeps it in the tirr_at cookie). */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tirr_at');
  expect(cookie).toBeTruthy();
  return cookie!.value;
}

/** A page of a context of its own, signed in as `email` through `path`; `close` ends the context. */
export async function signedInPage(browser: Browser, path: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInVia(page, path, email);
  return { page, close: () => context.close() };
}

/** The password of the accounts the journeys register. */
export const NEW_PASSWORD = 'una-clave-larga';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Sends the registration form; the provider answers 'Revisá tu correo' for a new and a known email alike. */
export async function submitRegistration(page: Page, name: string, email: string, password = NEW_PASSWORD) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre y apellido').fill(name);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repetir contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Revisá tu correo' })).toBeVisible();
}

/**
 * Registers a fresh account and signs in with it ('Ingresar' on the 'Revisá tu correo' page), landing on
 * /welcome. With `confirm`, the email is confirmed first through the link in the outbox.
 */
export async function registerAndSignIn(
  page: Page,
  name: string,
  { prefix = 'nuevo', confirm = false }: { prefix?: string; confirm?: boolean } = {},
): Promise<string> {
  const email = uniqueEmail(prefix);
  await submitRegistration(page, name, email);
  if (confirm) await confirmEmail(page, email);
  await page.getByRole('link', { name: 'Ingresar' }).click();
  await signInOnProvider(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/welcome$/);
  return email;
}

/** Registers a fresh account (settings tests change what they save) and passes the welcome screen. */
export async function registerNewUser(page: Page, name = 'Prueba Shell', { confirm = false } = {}): Promise<string> {
  const email = await registerAndSignIn(page, name, { prefix: 'shell', confirm });
  await page
    .getByRole('main')
    .getByRole('button', { name: /Riesgo Crediticio/ })
    .click();
  await expect(page).toHaveURL(/\/credits$/);
  await skipMenuTour(page);
  await snoozeSurvey(page);
  return email;
}

let sysadmin: { token: string; at: number } | undefined;
/** An access token of the demo sysadmin (signed in once per worker in a context of its own). */
async function sysadminToken(browser: Browser): Promise<string> {
  if (sysadmin && Date.now() - sysadmin.at < 4 * 60_000) return sysadmin.token;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInOnProvider(page, 'sysadmin@tirr.demo');
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible(PAGE_LOAD);
    const token = (await context.cookies()).find((c) => c.name === 'tirr_at')?.value;
    if (!token) throw new Error('no access-token cookie after signing in as the sysadmin');
    sysadmin = { token, at: Date.now() };
    return token;
  } finally {
    await context.close();
  }
}

/** The newest mail with this subject to an address, read from the outbox through the API as the sysadmin. */
export async function mailFromOutbox(page: Page, email: string, subject: string): Promise<{ text: string }> {
  const headers = { Authorization: `Bearer ${await sysadminToken(page.context().browser()!)}` };
  const list = await page.request.get(`/api/v1/system/outbox?q=${encodeURIComponent(email)}&pageSize=50`, { headers });
  expect(list.ok()).toBe(true);
  const items = ((await list.json()) as { items: { id: number; subject: string }[] }).items;
  const found = items.find((m) => m.subject === subject);
  if (!found)
    throw new Error(`no mail '${subject}' to ${email} in the outbox (${items.map((m) => m.subject).join(', ')})`);
  const detail = await page.request.get(`/api/v1/system/outbox/${found.id}`, { headers });
  return (await detail.json()) as { text: string };
}

/** The link of a mail's text that contains `path`. */
export function linkIn(text: string, path: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(path));
  if (!link) throw new Error(`no link with ${path} in:\n${text}`);
  return link;
}

/** Opens the confirmation link of the outbox in a tab of its own and presses 'Confirmar mi correo'. */
export async function confirmEmail(page: Page, email: string) {
  const { text } = await mailFromOutbox(page, email, 'Confirmá tu correo en Tirr');
  const tab = await page.context().newPage();
  await tab.goto(linkIn(text, '/oidc/verify-email?token='));
  await tab.getByRole('button', { name: 'Confirmar mi correo' }).click();
  await expect(tab.getByRole('heading', { name: 'Tu correo quedó confirmado' })).toBeVisible();
  await tab.close();
}

/**
 * A new user gets the first-visit survey 5 s after the welcome screen (a modal that hides the rest of the
 * page); tests about other things wait for it and snooze it ('No volver a mostrar').
 */
export async function snoozeSurvey(page: Page) {
  test.info().setTimeout(test.info().timeout + 15_000);
  const survey = page.getByRole('dialog', { name: '¡Queremos conocerte!' });
  await expect(survey).toBeVisible({ timeout: 15_000 });
  await survey.getByLabel('No volver a mostrar').check();
  await survey.getByRole('button', { name: 'Ahora no' }).click();
  await expect(survey).toBeHidden();
}

/** First-time users get the guided menu tour on larger screens; tests about other things skip it. */
export async function skipMenuTour(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 900) return;
  const tour = page.getByTestId('menu-tour');
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Omitir' }).click();
  await expect(tour).toBeHidden();
}

/** Resolves when the next POST /users/me/info carrying `key` (and `text`, if given) has been answered. */
export function savedInfo(page: Page, key: string, text = '') {
  return page.waitForResponse((r) => {
    const body = r.request().postData() ?? '';
    return (
      r.url().endsWith('/api/v1/users/me/info') &&
      r.request().method() === 'POST' &&
      body.includes(`"${key}"`) &&
      body.includes(text)
    );
  });
}

/**
 * Opens a menu with its button and resolves once its opening transition is over. A menu grows from
 * scale(0.75, 0.5625) at its top left; under load that transform transition (run by the compositor) can
 * stay pending at its start for frames, so Playwright finds an item stable there, presses on it, and the
 * menu grows before the release lands (on another item): the click reaches no item. The paper's transform
 * reads 'none' only once the menu has its final size and place.
 */
export async function openMenu(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const menu = page.getByRole('menu');
  await expect(menu.locator('xpath=..')).toHaveCSS('transform', 'none');
  return menu;
}

/**
 * Saves one of the templates of 'Política de crédito' ('CONSERVADORA', 'MODERADA') as the signed-in user's credit
 * policy, a new version, through the API with the page's session (docs/domain/credit-policy.md §7).
 */
export async function saveTemplatePolicy(page: Page, code: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const templates = (await (await page.request.get('/api/v1/policy/templates', { headers })).json()) as {
    items: { code: string; name: string; policy: object }[];
  };
  const template = templates.items.find((item) => item.code === code)!;
  const saved = await page.request.put('/api/v1/policy', {
    headers,
    data: { name: template.name, ...template.policy },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
