/** How often and how long a page waits for a third-party widget to appear (spec section 9). */
export const WIDGET_POLL_MS = 100
export const WIDGET_LOAD_TIMEOUT_MS = 10_000

/**
 * Resolves once `isLoaded()` is true, checking every 100 ms; rejects after 10 s. Used for the
 * human-check widgets and the third-party scheduler alike.
 */
export function waitForWidget(isLoaded: () => boolean, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      if (signal?.aborted) return
      if (isLoaded()) return resolve()
      if (Date.now() - started >= WIDGET_LOAD_TIMEOUT_MS) {
        return reject(new Error('the widget did not load in time'))
      }
      setTimeout(check, WIDGET_POLL_MS)
    }
    check()
  })
}
