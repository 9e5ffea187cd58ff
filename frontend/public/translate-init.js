/*
 * Page-translation init callback (SPEC §2 language picker). It lives in its own same-origin file
 * because the Content-Security-Policy forbids inline scripts. The provider's element.js calls
 * window.gearTranslateInit (its ?cb= parameter) once loaded; we create the TranslateElement in
 * the hidden container the site added and tell the app it is ready. Names must match
 * frontend/src/features/site-chrome/translation.ts.
 */
(function () {
  'use strict';
  window.gearTranslateInit = function () {
    try {
      var google = window.google;
      if (!google || !google.translate || !google.translate.TranslateElement) return;
      var container = document.getElementById('google_translate_element');
      if (!container) {
        container = document.createElement('div');
        container.id = 'google_translate_element';
        container.hidden = true;
        document.body.appendChild(container);
      }
      new google.translate.TranslateElement(
        { pageLanguage: 'en', autoDisplay: false },
        'google_translate_element',
      );
      window.dispatchEvent(new Event('gear-translate-ready'));
    } catch (error) {
      // Translation is an extra: never break the page.
      if (window.console) window.console.warn('Page translation unavailable', error);
    }
  };
})();
