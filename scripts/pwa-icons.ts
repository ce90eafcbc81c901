/**
 * Draws the app icons of the web manifest (behaviour §10.14) from our logo (build/pwa.ts's
 * `iconSvg`/`maskableSvg`, the mark of src/components/Logo.tsx) into public/icons, with the Chromium
 * the e2e tests use (Playwright's, no image library and nothing downloaded). The PNGs are committed:
 * run `npx tsx scripts/pwa-icons.ts` again after the logo changes (tests/e2e/pwa.spec.ts checks each
 * file's size against the manifest).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ICON_SIZES, MASKABLE_SIZES, iconPath, iconSvg, maskableSvg } from '../build/pwa';

const out = join(import.meta.dirname, '..', 'public');
await mkdir(join(out, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const draw = async (svg: string, size: number, file: string, transparent: boolean) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.locator('svg').screenshot({ path: join(out, file), omitBackground: transparent });
  };
  for (const size of ICON_SIZES) await draw(iconSvg(size), size, iconPath(size).slice(1), true);
  for (const size of MASKABLE_SIZES) await draw(maskableSvg(size), size, iconPath(size, true).slice(1), false);
  console.log(`icons: ${ICON_SIZES.length + MASKABLE_SIZES.length} PNGs in public/icons`);
} finally {
  await browser.close();
}
