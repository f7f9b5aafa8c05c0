import { expect, test, type Locator, type Page } from '@playwright/test';
import { heading, registerAndSignIn, savedInfo, signInVia } from './support';

/** The window sizes every tour step must fit whole (issue: a first step at y = 796 on a 768 px laptop). */
const DESKTOPS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
const PHONE = { width: 360, height: 740 };

/** The bubble's whole box lies inside the window (it may move after a step change or a resize: polled). */
async function expectInsideWindow(page: Page, bubble: Locator, what: string) {
  await expect
    .poll(
      async () => {
        const box = await bubble.boundingBox();
        const { width, height } = page.viewportSize()!;
        if (!box) return 'no box';
        const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
        return inside
          ? 'inside'
          : `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      },
      { message: `${what} at ${page.viewportSize()!.width}×${page.viewportSize()!.height}` },
    )
    .toBe('inside');
}

async function registerAndPickCredits(page: Page, name: string) {
  await registerAndSignIn(page, name, { prefix: 'tour' });
  await expect(page.getByTestId('menu-tour')).toBeHidden();
  await page
    .getByRole('main')
    .getByRole('button', { name: /Riesgo Crediticio/ })
    .click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(heading(page, 'Riesgo Crediticio')).toBeVisible();
}

test('a new user passes /welcome and goes through the 4-step menu tour, which is remembered', async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndPickCredits(page, 'Tomás Recorrido');
  const tour = page.getByTestId('menu-tour');
  const expected = ['Menú de navegación', 'Perfiles', 'Simuladores', 'Academia'];
  for (const [i, title] of expected.entries()) {
    await expect(tour).toHaveAttribute('data-step', String(i + 1));
    await expect(tour.getByText(`Paso ${i + 1} de 4`)).toBeVisible();
    await expect(tour.getByRole('heading', { name: title }).or(tour.getByText(title, { exact: true }))).toBeVisible();
    // Each step whole on screen at every laptop and desktop size (phones get no menu tour: the next test).
    for (const size of DESKTOPS) {
      await page.setViewportSize(size);
      await expectInsideWindow(page, tour, `menu tour step ${i + 1}`);
    }
    if (i < expected.length - 1) await tour.getByRole('button', { name: 'Siguiente' }).click();
  }
  const saved = savedInfo(page, 'tours', 'menu');
  await tour.getByRole('button', { name: 'Finalizar' }).click();
  await expect(tour).toBeHidden();
  await saved;
  // After a reload the server confirms the user with the tour among the finished ones: it is not due.
  const confirmed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/users/me') && r.request().method() === 'POST',
  );
  await page.reload();
  expect((await (await confirmed).json()).info.tours).toContain('menu');
  await expect(heading(page, 'Riesgo Crediticio')).toBeVisible();
  await expect(tour).toBeHidden();
});

test('at 360 px a new user gets no tour: the navbar folded state toggles instead', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const folded = savedInfo(page, 'folded');
  // On phones the tour is remembered as done in the same step, so it can never be due later.
  const remembered = savedInfo(page, 'tours', 'menu');
  await registerAndPickCredits(page, 'Celia Celular');
  const body = (await folded).request().postData() ?? '';
  expect(body).toContain('"folded":true');
  await remembered;
  await expect(page.getByTestId('menu-tour')).toBeHidden();
});

test("the help panel on a report opens on hover, lists related courses, and 'Abrir tutorial' starts the report tour", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Playwright's clock: time flows as usual, and the test moves it past the hover-then-click grace.
  await page.clock.install();
  await signInVia(page, '/credits/profiles/30715896342', 'premium@tirr.demo');
  await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 20_000 });
  const button = page.getByRole('button', { name: 'Necesitas ayuda?' });
  const panel = page.getByTestId('help-panel');
  await button.hover();
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Descripción')).toBeVisible();
  await expect(panel.getByText('Blogs relacionados')).toBeVisible();
  await expect(panel.getByText('Cursos relacionados')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Cómo leer un informe crediticio' })).toHaveAttribute(
    'href',
    '/academy/courses/informe-crediticio',
  );
  // Clicking again toggles it closed (a click right with the hover is the same gesture: 400 ms of grace,
  // moved past on the clock); clicking opens it again; clicking away closes it.
  await page.clock.fastForward(500);
  await button.click();
  await expect(panel).toBeHidden();
  await button.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(5, 700);
  await expect(panel).toBeHidden();

  await button.hover();
  await panel.getByRole('button', { name: 'Abrir tutorial' }).click();
  await expect(panel).toBeHidden();
  const tour = page.getByTestId('report-tour');
  await expect(tour).toBeVisible();
  await expect(tour.getByText('Paso 1 de 9')).toBeVisible();
  await expect(tour.getByText('Datos generales', { exact: true })).toBeVisible();
  for (let i = 1; i < 9; i += 1) await tour.getByRole('button', { name: 'Siguiente' }).click();
  await expect(tour.getByText('Paso 9 de 9')).toBeVisible();
  await expect(tour.getByText('Cheques rechazados', { exact: true })).toBeVisible();
  await tour.getByRole('button', { name: 'Finalizar' }).click();
  await expect(tour).toBeHidden();
});

// One journey per kind of screen: the three window sizes of a desktop, then a phone.
for (const [kind, sizes] of [
  ['laptop and desktop sizes', DESKTOPS],
  ['phone size', [PHONE]],
] as const) {
  test(`every step of the report tour lies inside the window at ${kind}`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInVia(page, '/credits/profiles/30715896342', 'premium@tirr.demo');
    await expect(page.locator('[data-tour="scoring"]')).toBeVisible({ timeout: 20_000 });
    const tour = page.getByTestId('report-tour');
    for (const size of sizes) {
      await page.setViewportSize(size);
      // The help panel opens on hover (a click may toggle it shut: the previous test).
      await page.getByRole('button', { name: 'Necesitas ayuda?' }).hover();
      await page.getByTestId('help-panel').getByRole('button', { name: 'Abrir tutorial' }).click();
      for (let step = 1; step <= 9; step += 1) {
        await expect(tour).toHaveAttribute('data-step', String(step));
        await expectInsideWindow(page, tour, `report tour step ${step}`);
        await tour.getByRole('button', { name: step === 9 ? 'Finalizar' : 'Siguiente' }).click();
      }
      await expect(tour).toBeHidden();
    }
  });
}

test('the credits courses card opens the academy filtered to creditos and finanzas', async ({ page }) => {
  await signInVia(page, '/credits', 'free@tirr.demo');
  await page
    .getByRole('main')
    .getByRole('button', { name: /Cursos sobre créditos y finanzas/ })
    .click();
  await expect(page).toHaveURL(/\/academy\/courses$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    'Cómo leer un informe crediticio',
    'Situaciones del BCRA y qué las mueve',
    'Tasas e inflación: TNA, TEA, TEM, CFT y CER',
  ]);
  const categories = page.getByRole('group', { name: 'Categorías' });
  await expect(categories.getByRole('button', { name: 'Créditos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(categories.getByRole('button', { name: 'Finanzas' })).toHaveAttribute('aria-pressed', 'true');
});
