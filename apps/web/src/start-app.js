// Prerendered pages only: scripts/prerender.ts writes this into each page as an inline script
// (the server's CSP allows it by its hash). The page is already painted from its HTML. Two modes:
// - data-start="load": the app's JavaScript is fetched once the whole page has loaded and
//   painted (pages whose form needs the app: registration, the APS calculator; a document page
//   for a visitor with a session cookie, or answering a refused sign-in post).
// - data-start="interaction": a document page (decisions 0425, 0431) reads, navigates (plain
//   links), searches (GET forms) and signs in (plain posts) without the app; it starts on the
//   first touch, key or focus on a control that needs it.
// Either way a click on a control that needs the app ([data-needs-app]) is held, and clicked again
// once the page has attached, and the theme toggle ([data-theme-toggle]) works before that. A form
// that works as HTML ([data-island]: a GET search, a sign-in's plain post, decision 0431) takes
// focus, typing and its submit without starting the app.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var stylesheet = script.getAttribute('data-stylesheet');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var onInteraction = script.getAttribute('data-start') === 'interaction';
  // A key in this browser's storage that the page shows once the app runs (a sign-in's remembered email).
  var storedKey = script.getAttribute('data-start-if-stored');
  var started = false;
  // Set by app.tsx's first page effect ('kusasa:page-ready'): React handles every control from then on.
  var attached = false;
  var heldClicks = [];

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

  document.addEventListener('kusasa:page-ready', function () {
    attached = true;
    heldClicks.splice(0).forEach(function (control) {
      if (control.isConnected) control.click();
    });
  });

  function closest(event, selector) {
    return event.target instanceof Element ? event.target.closest(selector) : null;
  }

  // The theme toggle before the app: the same choice src/lib/theme.ts makes (stored, then shown).
  // The toggle's label and icon follow the shown theme's class by CSS (app/shell/theme-toggle.tsx).
  function toggleTheme() {
    var root = document.documentElement;
    var dark = !root.classList.contains('dark');
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    try {
      localStorage.setItem('kusasa-theme', dark ? 'dark' : 'light');
    } catch {
      // Storage blocked: the choice applies to this page view.
    }
  }

  // Until the user chooses, the theme follows the system's, as src/lib/use-theme.ts does once attached.
  var systemDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)');
  if (systemDark && systemDark.addEventListener)
    systemDark.addEventListener('change', function () {
      var stored = null;
      try {
        stored = localStorage.getItem('kusasa-theme');
      } catch {
        // No storage: no stored choice.
      }
      if (attached || stored === 'light' || stored === 'dark') return;
      document.documentElement.classList.toggle('dark', systemDark.matches);
      document.documentElement.style.colorScheme = systemDark.matches ? 'dark' : 'light';
    });

  // A plain GET form's list (the catalogue's province and type) filters as soon as it changes.
  document.addEventListener('change', function (event) {
    var select = event.target instanceof HTMLSelectElement ? event.target : null;
    var form = select && select.form;
    if (!attached && form && form.hasAttribute('data-island') && form.method === 'get') form.requestSubmit();
  });

  // Capture phase on the window: before React's listeners on #root, so nothing is handled twice.
  window.addEventListener(
    'click',
    function (event) {
      if (attached) return;
      var toggle = closest(event, '[data-theme-toggle]');
      var held = closest(event, '[data-needs-app]');
      if (!toggle && !held) return;
      event.preventDefault();
      event.stopPropagation();
      if (toggle) return toggleTheme();
      if (heldClicks.indexOf(held) === -1) heldClicks.push(held);
      start();
    },
    true,
  );

  if (onInteraction) {
    // Controls that need the app; links, the theme toggle and forms that work as HTML ([data-island]) do not.
    // A link marked [data-starts-app] works at once as a link and starts the app for what it adds
    // (a policy's contents, which then follow the scrolling).
    var needsApp = '[data-needs-app], [data-starts-app], button, input, select, textarea';
    ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
      window.addEventListener(
        type,
        function (event) {
          if (!started && closest(event, needsApp) && !closest(event, '[data-island], [data-theme-toggle]')) start();
        },
        { capture: true, passive: true },
      );
    });
    // What a document page cannot show without the app, so it starts once loaded and painted after
    // all: a toast the previous page left for this load (lib/toast-after-reload.ts, "your account
    // has been deleted"), a value stored for the page (data-start-if-stored), and a maintenance lock
    // every page announces (the app's banner). The lock is asked with a plain fetch after the load
    // event: no script, nothing before the paint.
    var waiting = false;
    try {
      waiting = sessionStorage.getItem('kusasa-toast-after-reload') !== null || (!!storedKey && localStorage.getItem(storedKey) !== null);
    } catch {
      // No storage: nothing was left.
    }
    if (waiting) return startAfterLoadAndPaint();
    var askLock = function () {
      fetch('/api/maintenance', { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(function (response) {
          return response.ok ? response.json() : null;
        })
        .then(function (status) {
          if (status && status.locked === true) startAfterLoadAndPaint();
        })
        .catch(function () {
          // Offline or refused: the page reads as it is.
        });
    };
    if (document.readyState === 'complete') askLock();
    else window.addEventListener('load', askLock, { once: true });
    return;
  }
  startAfterLoadAndPaint();

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
  function startAfterLoadAndPaint() {
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
  }
})();
