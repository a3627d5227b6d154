/*
 * Starts a prerendered page's framework scripts once its first frame is on screen (decision 056).
 *
 * Next.js puts a page's scripts in its head as `async`, so each runs the moment it arrives, and on
 * a fast connection they arrive before the stylesheet and the first layout are done: the first
 * paint then waits for React's start-up. The build (scripts/lib/start-after-paint.ts) lists them
 * on this script's tag instead, and this script adds them, as the same `async` tags, after the
 * first contentful paint; at once when the page is not being shown (nothing to paint first) or
 * the browser reports no paint timing (as Next.js would), and after 3 s whatever happens.
 */
;(function (d) {
  var tag = d.currentScript
  var sources = tag ? tag.getAttribute('data-scripts').split(' ') : []
  var started = false
  function start() {
    if (started) return
    started = true
    sources.forEach(function (src) {
      var script = d.createElement('script')
      script.src = src
      script.async = true
      d.head.appendChild(script)
    })
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
