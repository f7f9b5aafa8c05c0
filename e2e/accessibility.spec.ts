import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { heading, signInVia } from './support';

/**
 * Quality bars, 'Experience': axe-core finds no critical violation on the main screens, and the main
 * screens work at 360 px (no sideways scrolling of the page). axe is injected as a script, which the
 * app's CSP forbids (no inline scripts): these tests alone bypass the CSP.
 */
test.use({ bypassCSP: true });

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function criticalViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The main screens of a free user, each with the heading that says it is ready. */
const SCREENS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/credits', ready: (p) => expect(heading(p, 'Riesgo Crediticio')).toBeVisible() },
  {
    path: '/credits/profiles/search',
    ready: (p) => expect(p.getByText('Ingresá DNI o CUIL/CUIT').first()).toBeVisible(),
  },
  {
    path: '/credits/profiles/30715896342',
    ready: (p) => expect(p.locator('[data-tour="scoring"]').first()).toBeVisible({ timeout: 20_000 }),
  },
  { path: '/assets/simulators', ready: (p) => expect(heading(p, 'Inversión y Financiamiento')).toBeVisible() },
  { path: '/assets/simulators/checks', ready: (p) => expect(heading(p, 'Cheques')).toBeVisible() },
  { path: '/assets/simulators/fci', ready: (p) => expect(p.locator('[data-tour]').first()).toBeVisible() },
  { path: '/academy', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const width of [1280, 360]) {
  test(`main screens have no critical axe violation and no sideways scroll at ${width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 800 });
    await signInVia(page, '/credits', 'free@tirr.demo');
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await screen.ready(page);
      expect(await criticalViolations(page), `${screen.path} at ${width} px`).toEqual([]);
      expect(await pageOverflow(page), `${screen.path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

/** The premium and System screens, as the sysadmin (who holds every permission). */
const STAFF_SCREENS: [string, string][] = [
  ['/credits/profiles', 'Mis Perfiles'],
  ['/credits/profiles/batch', 'Consulta masiva'],
  ['/system/errors', 'Errores'],
  ['/system/users', 'Usuarios'],
  ['/system/blacklist', 'Bloqueo de cuits'],
  ['/system/reportes', 'Reportes'],
  ['/system/outbox', 'Correos'],
  ['/system/jobs', 'Trabajos en segundo plano'],
];

for (const width of [1280, 360]) {
  test(`premium and System screens have no critical axe violation and no sideways scroll at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 800 });
    await signInVia(page, '/credits', 'sysadmin@tirr.demo');
    for (const [path, title] of STAFF_SCREENS) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      expect(await criticalViolations(page), `${path} at ${width} px`).toEqual([]);
      expect(await pageOverflow(page), `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test('the axe check finds a critical violation when there is one (control)', async ({ page }) => {
  await page.setContent('<html lang="es"><body><main><img src="/favicon.svg"></main></body></html>');
  expect((await criticalViolations(page)).join('\n')).toContain('image-alt');
});
