import fs from 'node:fs';
import path from 'node:path';

/** The weights of Roboto the provider's pages use (views.ts). */
export const FONT_WEIGHTS = ['400', '500', '700'] as const;

/**
 * The provider's pages use the app's font: the Latin Roboto files the web build already ships
 * (`assets/roboto-latin-<weight>-normal-<hash>.woff2`), found once. Without a web build (the API alone),
 * none: the pages fall back to the system's font.
 */
export function robotoFiles(webDist: string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  if (!webDist) return files;
  const assets = path.join(webDist, 'assets');
  let names: string[];
  try {
    names = fs.readdirSync(assets);
  } catch {
    return files;
  }
  for (const weight of FONT_WEIGHTS) {
    const name = names.find((n) => new RegExp(`^roboto-latin-${weight}-normal-[\\w-]+\\.woff2$`).test(n));
    if (name) files.set(weight, path.join(assets, name));
  }
  return files;
}
