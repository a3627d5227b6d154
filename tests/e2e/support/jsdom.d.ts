// jsdom ships no types and @types/jsdom is not installed: the one constructor the e2e specs use
// to read a page's server HTML (no scripts run, nothing is fetched).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: { document: Document }
  }
}
