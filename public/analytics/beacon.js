/* First-party, cookie-less page views (docs/analytics.md). One POST per page view, nothing stored
   in the browser; nothing at all under Global Privacy Control or Do Not Track. */
;(function (w, n, h) {
  if (n.globalPrivacyControl || n.doNotTrack == '1' || !n.sendBeacon) return
  var last, first = 1
  function count() {
    var l = w.location, p = l.pathname
    // The staff console is never counted (the server refuses it too).
    if (/^\/staff(\/|$)/.test(p)) return
    // The same path again (a replaceState, a fragment) is the same page view.
    if (p == last) return
    last = p
    // Of the query string only the campaign's utm_* parameters; the server drops the rest too.
    var q = l.search.slice(1).split('&').filter(function (s) { return s.slice(0, 4) == 'utm_' }).join('&')
    n.sendBeacon('/api/events', JSON.stringify({
      name: 'pageview',
      path: p + (q ? '?' + q : ''),
      referrer: first ? document.referrer : '',
      width: w.screen.width
    }))
    first = 0
  }
  // Client-side route changes: the router's history calls, and back and forward.
  function wrap(k) {
    var f = h[k]
    h[k] = function () {
      var r = f.apply(this, arguments)
      count()
      return r
    }
  }
  wrap('pushState')
  wrap('replaceState')
  w.addEventListener('popstate', count)
  count()
})(window, navigator, history)
