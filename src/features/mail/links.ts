/** Every http(s) link in a text, in order, once each: what a reader of the log needs to click. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]]+/g) ?? []
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))]
}
