/*
 * Browser-support notice for old Internet Explorer (storefront spec §2.4 and §9).
 * IE cannot run the storefront's module bundle, so index.html loads this plain ES5 file with
 * `nomodule`: only browsers without module support run it. Same rules as
 * src/features/layout/browser-support.ts: MSIE/Trident user agents, snoozed for 3 days.
 */
/* global window, document -- a classic script for old Internet Explorer, outside the module bundle */
(function () {
  var KEY = 'browserNoticeSnoozedUntil';
  var SNOOZE_MS = 3 * 24 * 60 * 60 * 1000;
  var ua = window.navigator.userAgent || '';
  if (!/MSIE |Trident\//.test(ua)) return;

  function read() {
    try {
      return Number(window.localStorage.getItem(KEY));
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 (IE) has no optional catch binding
    } catch (e) {
      return 0;
    }
  }
  function snooze() {
    try {
      window.localStorage.setItem(KEY, String(new Date().getTime() + SNOOZE_MS));
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 (IE) has no optional catch binding
    } catch (e) {
      /* storage unavailable: the notice shows again next visit */
    }
  }
  if (read() > new Date().getTime()) return;

  function show() {
    var box = document.createElement('div');
    box.setAttribute('role', 'alertdialog');
    box.setAttribute('aria-labelledby', 'legacy-browser-title');
    box.setAttribute('aria-describedby', 'legacy-browser-body');
    box.style.cssText =
      'position:fixed;left:0;right:0;top:0;z-index:2147483647;background:#0b2545;color:#fff;' +
      'font:15px/1.5 Segoe UI,Arial,sans-serif;padding:16px 24px;';
    box.innerHTML =
      '<strong id="legacy-browser-title" style="display:block;font-size:17px;margin-bottom:4px">' +
      'Your browser is out of date</strong>' +
      '<span id="legacy-browser-body">Internet Explorer is no longer supported, so parts of this store may not work. ' +
      'For the best experience we recommend Google Chrome. Firefox, Microsoft Edge and Safari on iOS work well too.</span> ' +
      '<a href="https://www.google.com/chrome/" style="color:#5fd4c2;font-weight:bold;margin-left:8px">Get Google Chrome</a> ' +
      '<button type="button" id="legacy-browser-snooze" style="margin-left:12px;padding:6px 12px;border:1px solid #fff;' +
      'background:transparent;color:#fff;cursor:pointer">Remind me in 3 days</button>';
    document.body.appendChild(box);
    document.getElementById('legacy-browser-snooze').onclick = function () {
      snooze();
      box.parentNode.removeChild(box);
    };
  }
  // index.html loads this from the end of <body>, so the body exists.
  show();
})();
