// subset-font ships no types; this is the part of its API tools/assets/fonts.ts uses.
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
      preserveNameIds?: number[]
      variationAxes?: Record<string, AxisRange>
      noLayoutClosure?: boolean
      keepFeatures?: string[]
    },
  ): Promise<Buffer>
}
