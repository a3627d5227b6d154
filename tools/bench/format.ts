// How the report writes numbers.

/** '150.0 KB' (1 KB = 1024 bytes, as the first-load figures count). */
export const formatBytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** '1,234 ms' */
export const formatMs = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`

/** '1.45×' */
export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}×`
