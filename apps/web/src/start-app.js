// Prerendered pages only: scripts/prerender.ts writes this into each page as an inline script
// (the server's CSP allows it by its hash). The page is already painted from its HTML, so the
// app's JavaScript is fetched once the whole page has loaded and painted, not beside it: a slow
// connection spends itself on the HTML first, and a slow phone paints the page before it starts
// the app. main.tsx then attaches to the page.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var stylesheet = script.getAttribute('data-stylesheet');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    // The page carries only the CSS its own HTML uses; what the app renders next needs the rest.
    var styles = document.createElement('link');
    styles.rel = 'stylesheet';
    styles.crossOrigin = '';
    styles.href = stylesheet;
    document.head.appendChild(styles);
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

  // A timeout queued from a frame callback runs once that frame has been drawn.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  // Two things to wait for: the load event (the parser has laid out the whole page, which the
  // first paint may not have shown yet) and the browser's report of the first contentful paint
  // (a frame callback alone can run before the frame is on screen). Where paint timing is not
  // supported the frame after the load event stands in. A tab opened in the background paints
  // nothing (and has nothing to protect), so it starts at once.
  var observable = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var painted = !(observable && observable.indexOf('paint') !== -1);
  var loaded = document.readyState === 'complete';
  function startOnceLoadedAndPainted() {
    if (loaded && painted) afterNextFrame();
  }
  if (!painted)
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      startOnceLoadedAndPainted();
    }).observe({ type: 'paint', buffered: true });
  if (!loaded)
    window.addEventListener(
      'load',
      function () {
        loaded = true;
        startOnceLoadedAndPainted();
      },
      { once: true },
    );
  if (document.visibilityState === 'hidden') start();
  else startOnceLoadedAndPainted();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
})();
