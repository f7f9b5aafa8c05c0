import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { openScreen, pageAs, ROLES, SCREENS } from './screens';

/** Where `npm run screenshots` writes: screenshots/<language>-<width>/<role>-<screen>.png at the repository root. */
const OUT = process.env.SHOTS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

for (const language of ['es', 'en'] as const) {
  for (const width of [1366, 360]) {
    for (const role of ROLES) {
      test(`${role} in ${language} at ${width} px`, async ({ browser }) => {
        test.setTimeout(180_000);
        const { page, close } = await pageAs(browser, role, language, width);
        try {
          const shoot = (name: string) =>
            page.screenshot({ path: path.join(OUT, `${language}-${width}`, `${role}-${name}.png`), fullPage: true });
          for (const screen of SCREENS[role]) {
            await openScreen(page, screen, async () => void (await shoot(`${screen.name}-question`)));
            await shoot(screen.name);
          }
        } finally {
          await close();
        }
      });
    }
  }
}
