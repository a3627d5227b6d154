/*
 * Starts a prerendered page's framework scripts once its first frame is on screen (decision 056).
 *
 * Next.js puts a page's scripts in its head as `async`, so each runs the moment it arrives, and on
 * a fast connection they arrive before the stylesheet and the first layout are done: the first
 * paint then waits for React's start-up. The build (scripts/lib/start-after-paint.ts) lists them
 * on this script's tag instead, and this script adds them, as the same `async` tags, after the
 * first contentful paint; at once when the page is not being shown (nothing to paint first) or
 * the browser reports no paint timing (as Next.js would), and after 3 s whatever happens.
 *
 * The page's RSC payload, which Next.js would inline at the end of the body, is a file named on
 * the tag too: the build's on a prerendered page (decision 057), one the server keeps on a page
 * rendered per request (decision 060). The framework must find all of it when it starts, so the scripts
 * are only preloaded until the payload has run; nothing starts before the parser has finished the
 * document, which React hydrates whole. (Scripts added with `async = false` would keep the order
 * too, but a browser runs those that have all arrived in one long task.)
 */
;(function (d) {
  var listed = d.currentScript.dataset
  var sources = listed.scripts.split(' ')
  var payload = listed.payload
  var started = false
  function addScript(src) {
    var script = d.createElement('script')
    script.src = src
    return d.head.appendChild(script)
  }
  function preload(src) {
    var link = d.createElement('link')
    link.rel = 'preload'
    link.as = 'script'
    link.href = src
    d.head.appendChild(link)
  }
  function run() {
    sources.forEach(addScript)
  }
  function start() {
    if (started) return
    if (d.readyState === 'loading') return d.addEventListener('DOMContentLoaded', start)
    started = true
    if (!payload) return run()
    sources.forEach(preload)
    addScript(payload).onload = run
  }
  var observer = window.PerformanceObserver
  var types = (observer && observer.supportedEntryTypes) || []
  if (d.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start()
  new observer(function (list, self) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    self.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  d.addEventListener('visibilitychange', start)
  setTimeout(start, 3000)
})(document)
