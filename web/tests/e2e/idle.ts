import type { Page } from '@playwright/test'

/**
 * Resolves once the page has hydrated and its main thread has had nothing left to do: the
 * effects, re-renders and handlers that were going to run after the last action have run. What
 * a test checks for absence ("no second event", "still hidden") is then settled, without
 * guessing a duration.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === 'object')
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
      ),
  )
}
