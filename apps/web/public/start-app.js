// Prerendered pages only (scripts/prerender.ts writes this tag): the page is already painted from
// its HTML, so the app's JavaScript is fetched after that first paint instead of beside it, and a
// slow connection spends itself on the HTML and CSS first. main.tsx then attaches to the page.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }

  // The browser reports the first contentful paint once it is on screen; where it cannot, a
  // timeout queued from a frame callback runs just after the next paint. A tab opened in the
  // background paints nothing (and has nothing to protect), so it starts at once.
  var observable = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') start();
  else if (observable && observable.indexOf('paint') !== -1)
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
