import 'server-only'

/**
 * Whether a request is a browser submitting a plain HTML form, which shows whatever comes back
 * as the next page: `Sec-Fetch-Mode: navigate`, or (a browser too old to send Sec-Fetch-*) an
 * Accept that asks for HTML. Such a request is answered with a redirect to a page, never with
 * JSON it would show as text. A script, a fetch() or a mail client's RFC 8058 POST is not one.
 */
export function isFormNavigation(headers: Headers): boolean {
  const mode = headers.get('sec-fetch-mode')
  if (mode !== null) return mode.toLowerCase() === 'navigate'
  return (headers.get('accept') ?? '').toLowerCase().includes('text/html')
}

/**
 * 303 See Other to a path of this site, which the browser follows with a GET (post/redirect/get).
 * Relative, so it stays on the host the form was served from.
 */
export function seeOther(path: string): Response {
  // '//host' and '/\host' are other hosts to a browser.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new Error(`seeOther takes a path of this site, not ${path}`)
  }
  return new Response(null, {
    status: 303,
    headers: { location: path, 'cache-control': 'no-store' },
  })
}

/** What a form's page is told when the request helper refused the request. */
export function formProblem(status: number): 'busy' | 'unavailable' | 'refused' {
  if (status === 429) return 'busy'
  return status >= 500 ? 'unavailable' : 'refused'
}

/**
 * Back to the form's page after a refusal: the request's own query (a link's token, say) and
 * `problem=busy|unavailable|refused`, so the page can say why and offer its button again.
 */
export function backToFormPage(page: string, requestUrl: string, status: number): Response {
  const query = new URL(requestUrl).searchParams
  query.delete('result')
  query.set('problem', formProblem(status))
  return seeOther(`${page}?${query.toString()}`)
}
