import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { openScreen, pageAs, pageOverflow, SCREENS, type Language, type Role, type Screen } from './screens';
import { spanishLines } from './spanish-words';

/**
 * Quality bars, 'Experience': axe-core finds no critical violation on any screen, in either language, and
 * every screen works at 360 px (no sideways scrolling of the page); in English, every screen is English. axe is injected as a script, which the
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

/**
 * Every screen of every role (e2e/screens.ts): in Spanish at desktop width and at 360 px, and in English at
 * 360 px (longer words, narrowest screen), where no Spanish-only word may show either (ADR 0139). The
 * sysadmin walks the admin's screens too (they hold every permission).
 */
const GROUPS: [Role, Screen[]][] = [
  ['guest', SCREENS.guest],
  ['free', SCREENS.free],
  ['premium', SCREENS.premium],
  ['sysadmin', [...SCREENS.admin, ...SCREENS.sysadmin]],
];
const WALKS: [Language, number][] = [
  ['es', 1280],
  ['es', 360],
  ['en', 360],
];

for (const [language, width] of WALKS) {
  for (const [role, screens] of GROUPS) {
    const checks = language === 'en' ? 'no Spanish word, ' : '';
    test(`${role} screens in ${language} at ${width} px: ${checks}no critical axe violation, no sideways scroll`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const { page, close } = await pageAs(browser, role, language, width);
      try {
        const check = async (what: string) => {
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          if (language === 'en') expect(await spanishLines(page), `Spanish on ${what}`).toEqual([]);
          expect(await criticalViolations(page), `${what} at ${width} px`).toEqual([]);
          expect(await pageOverflow(page), `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        };
        for (const screen of screens) await check(await openScreen(page, screen, check));
      } finally {
        await close();
      }
    });
  }
}

test('the axe check finds a critical violation when there is one (control)', async ({ page }) => {
  await page.setContent('<html lang="es"><body><main><img src="/favicon.svg"></main></body></html>');
  expect((await criticalViolations(page)).join('\n')).toContain('image-alt');
});
