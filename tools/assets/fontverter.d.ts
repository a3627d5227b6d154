// fontverter ships no types; this is the part of its API the font tests use.
declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2'
  const fontverter: {
    convert(font: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>
  }
  export default fontverter
}
