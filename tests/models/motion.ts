import type { Page } from '@playwright/test';

/**
 * Waits until nothing on the page is moving: every running animation and transition with an end has
 * finished (a spinner's endless one is not waited for). Fluent slides and fades its menus, popovers
 * and dialogs in; a click aimed at an item while it slides can land beside it, and colours read
 * mid-fade are at part opacity. A toast's lifetime is an animation too (Fluent's toast timer, a
 * `[data-timer-status]` span): it is not motion, and waiting for it would wait for the toast to go.
 */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .filter((animation) => !(animation.effect as KeyframeEffect | null)?.target?.hasAttribute('data-timer-status'))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
