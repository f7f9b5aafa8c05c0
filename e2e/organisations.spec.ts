import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  heading,
  linkIn,
  mailFromOutbox,
  openMenu,
  PAGE_LOAD,
  registerNewUser,
  signedInPage,
  tokenOf,
} from './support';

/**
 * Organisations (docs/domain/organisations.md): an owner and a member who are both fresh accounts of this run (no
 * other journey reads them): the owner is made premium by the demo sysadmin, adds a profile to Mis Perfiles and
 * creates the organisation; invites the member as viewer ('Lector'); the member opens the mailed link, accepts, sees
 * the organisation in the user menu and the owner's Mis Perfiles read-only at 1280 and 360 px; the owner removes the
 * member, whose next visit to the organisation's page shows it no more.
 */
const CLEAN = { cuit: '23283456714', name: 'GOMEZ MARIA LAURA' };

/** A year from today, as the System area's premium grant takes it (YYYY-MM-DD). */
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** Makes the account of `email` premium through the System area's API, as the demo sysadmin. */
async function grantPremium(sysadmin: Page, email: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(sysadmin)}` };
  const list = await sysadmin.request.get(`/api/v1/system/users?q=${encodeURIComponent(email)}`, { headers });
  const { items } = (await list.json()) as { items: { id: string; email: string | null }[] };
  const user = items.find((u) => u.email === email);
  expect(user, `no user ${email}`).toBeTruthy();
  const granted = await sysadmin.request.put(`/api/v1/system/users/${user!.id}/premium`, {
    headers,
    data: { until: inAYear() },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
}

/** A fresh account with its email confirmed, past the welcome screen, in a context of its own. */
async function newAccount(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await registerNewUser(page, name, { confirm: true });
  return { page, email, close: () => context.close() };
}

/** Opens the user menu and reads its card; closes it again. */
async function userCard(page: Page) {
  const menu = await openMenu(page, 'Menú de usuario');
  const card = menu.getByTestId('user-card');
  await expect(card).toBeVisible();
  const text = (await card.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return text;
}

/** Resizes the page and waits until its layout fits the new width (no sideways scroll: checked at 360 px too). */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

const memberRow = (page: Page, email: string) => page.locator(`[data-testid="member-row"][data-email="${email}"]`);

test('an owner creates an organisation and invites a viewer, who reads its Mis Perfiles until removed', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const organisation = `Equipo ${Date.now().toString(36)}`;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const sysadmin = await signedInPage(browser, '/system/organisations', 'sysadmin@tirr.demo');
  const owner = await newAccount(browser, 'Dueña Recorrido');
  const viewer = await newAccount(browser, 'Lector Recorrido');
  try {
    await test.step('the owner, made premium, adds a profile and creates the organisation', async () => {
      await grantPremium(sysadmin.page, owner.email);
      await owner.page.goto('/organisation');
      await expect(heading(owner.page, 'Organización')).toBeVisible(PAGE_LOAD);
      const headers = { Authorization: `Bearer ${await tokenOf(owner.page)}` };
      const added = await owner.page.request.post('/api/v1/profiles', { headers, data: { taxNumber: CLEAN.cuit } });
      expect(added.status(), await added.text()).toBe(201);

      const create = owner.page.getByRole('form', { name: 'Crear una organización' });
      await expect(create).toContainText('tus carteras de cheques pasan a ser de la organización');
      await create.getByRole('textbox', { name: /^Nombre de la organización/ }).fill(organisation);
      await create.getByRole('button', { name: 'Crear organización' }).click();
      await expect(owner.page.getByRole('heading', { level: 2, name: organisation })).toBeVisible();
      await expect(owner.page.getByTestId('organisation-role')).toContainText('Tu rol: Propietario');
      await expect.poll(() => userCard(owner.page)).toContain(`${organisation} · Propietario`);
    });

    await test.step('the owner invites the viewer; the invitation is pending', async () => {
      const invite = owner.page.getByRole('form', { name: 'Invitar a una persona' });
      await invite.getByRole('button', { name: 'Invitar' }).click();
      await expect(invite).toContainText('Escribí el correo de la persona.');
      await invite.getByRole('textbox', { name: /^Correo electrónico/ }).fill(viewer.email);
      await invite.getByRole('combobox', { name: 'Rol' }).click();
      await owner.page.getByRole('option', { name: 'Lector' }).click();
      await invite.getByRole('button', { name: 'Invitar' }).click();
      await expect(owner.page.getByText(`Enviamos la invitación a ${viewer.email}.`)).toBeVisible();
      const pending = owner.page.locator(`[data-testid="invitation-row"][data-email="${viewer.email}"]`);
      await expect(pending).toHaveAttribute('data-status', 'pending');
      await expect(pending).toContainText('Lector');
    });

    await test.step('the viewer opens the mailed link and accepts', async () => {
      const subject = `Te invitaron a ${organisation} en Tirr`;
      let text = '';
      await expect(async () => {
        text = (await mailFromOutbox(viewer.page, viewer.email, subject)).text;
      }).toPass({ timeout: 15_000 });
      await viewer.page.goto(linkIn(text, '/organisation/join?token='));
      await expect(heading(viewer.page, 'Unirte a una organización')).toBeVisible(PAGE_LOAD);
      await expect(viewer.page.getByText(`Aceptás con la cuenta ${viewer.email}.`)).toBeVisible();
      for (const width of [1280, 360]) {
        await atWidth(viewer.page, width);
        await shot(viewer.page, `join-${width}`);
      }
      await viewer.page.setViewportSize({ width: 1280, height: 800 });
      await viewer.page.getByRole('button', { name: 'Aceptar invitación' }).click();
      await expect(viewer.page).toHaveURL(/\/organisation$/);
      await expect(viewer.page.getByRole('heading', { level: 2, name: organisation })).toBeVisible();
      await expect(viewer.page.getByTestId('organisation-role')).toContainText('Tu rol: Lector');
      await expect(viewer.page.getByRole('button', { name: 'Salir de la organización' })).toBeVisible();
      await expect(viewer.page.getByRole('form', { name: 'Invitar a una persona' })).toHaveCount(0);
      expect(await userCard(viewer.page)).toContain(`${organisation} · Lector`);
    });

    await test.step("the viewer reads the owner's Mis Perfiles, without writing, at 1280 and 360 px", async () => {
      for (const width of [1280, 360]) {
        await atWidth(viewer.page, width);
        await viewer.page.goto('/credits/profiles');
        await expect(heading(viewer.page, 'Mis Perfiles')).toBeVisible(PAGE_LOAD);
        const row = viewer.page.getByTestId(`profile-row-${CLEAN.cuit}`);
        await expect(row).toContainText(CLEAN.name);
        await expect(row.getByRole('button')).toHaveCount(0);
        await expect(viewer.page.getByRole('button', { name: 'Agregar perfil' })).toHaveCount(0);
        await atWidth(viewer.page, width);
        await shot(viewer.page, `profiles-viewer-${width}`);
        if (width === 1280) {
          const nav = viewer.page.getByRole('navigation', { name: 'Navegación principal' });
          await expect(nav.getByRole('link', { name: /Mis Perfiles/ })).toBeVisible();
          await expect(nav.getByRole('link', { name: /Política de crédito/ })).toHaveCount(0);
          await expect(nav.getByRole('link', { name: /Consulta masiva/ })).toHaveCount(0);
        }
        await viewer.page.goto('/organisation');
        await expect(viewer.page.getByRole('heading', { level: 2, name: organisation })).toBeVisible(PAGE_LOAD);
        await atWidth(viewer.page, width);
        await shot(viewer.page, `organisation-member-${width}`);
        // Only the owner creates keys: the viewer reads why, and no form.
        await viewer.page.goto('/integrations/api-keys');
        await expect(viewer.page.getByTestId('owner-only')).toContainText(organisation, PAGE_LOAD);
        await expect(viewer.page.getByRole('button', { name: 'Crear clave' })).toHaveCount(0);
        await atWidth(viewer.page, width);
        await shot(viewer.page, `api-keys-member-${width}`);
      }
      await viewer.page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the owner sees the member and removes them after confirming', async () => {
      await owner.page.reload();
      const row = memberRow(owner.page, viewer.email);
      await expect(row).toContainText('Lector', PAGE_LOAD);
      for (const width of [1280, 360]) {
        await atWidth(owner.page, width);
        await shot(owner.page, `organisation-owner-${width}`);
      }
      await owner.page.setViewportSize({ width: 1280, height: 800 });
      await row.getByRole('button', { name: /^Quitar a Lector Recorrido/ }).click();
      const dialog = owner.page.getByRole('dialog', { name: '¿Quitar a Lector Recorrido de la organización?' });
      await dialog.getByRole('button', { name: 'Quitar' }).click();
      await expect(owner.page.getByText('Quitaste a Lector Recorrido de la organización.')).toBeVisible();
      await expect(memberRow(owner.page, viewer.email)).toHaveCount(0);
      await expect(owner.page.locator(`[data-testid="invitation-row"][data-email="${viewer.email}"]`)).toHaveAttribute(
        'data-status',
        'accepted',
      );
    });

    await test.step("the removed viewer's next visit shows the organisation no more", async () => {
      // In-app navigation only: no page load brings a fresh session.
      const nav = viewer.page.getByRole('navigation', { name: 'Navegación principal' });
      await nav.getByRole('link', { name: 'Inicio' }).click();
      await expect(viewer.page).toHaveURL(/\/$/);
      const menu = await openMenu(viewer.page, 'Menú de usuario');
      await menu.getByRole('menuitem', { name: 'Organización' }).click();
      await expect(viewer.page.getByTestId('organisation-premium-only')).toBeVisible();
      await expect.poll(() => userCard(viewer.page)).not.toContain(organisation);
      await expect(nav.getByRole('link', { name: /Mis Perfiles/ })).toHaveCount(0);
    });

    await test.step("the System area lists the organisation with its owner's consults", async () => {
      await sysadmin.page.goto('/system/organisations');
      const row = sysadmin.page.locator(`[data-testid="system-organisation"][data-name="${organisation}"]`);
      await expect(row).toContainText(owner.email, PAGE_LOAD);
      await row.getByRole('button', { name: `Ver los miembros de ${organisation}` }).click();
      await expect(
        sysadmin.page.locator(`[data-testid="system-member-row"][data-email="${owner.email}"]`),
      ).toContainText('Propietario');
      for (const width of [1280, 360]) {
        await atWidth(sysadmin.page, width);
        await shot(sysadmin.page, `system-organisations-${width}`);
      }
    });
  } finally {
    await Promise.all([sysadmin.close(), owner.close(), viewer.close()]);
  }
});
