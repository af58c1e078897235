/**
 * Hydration after the first paint (docs/decisions/0126-hydration-after-first-paint.md): the document
 * leaves the page's text alone on the network until it has painted. app/entry.server.tsx makes
 * Remix's module preloads and its module script inert as they stream out (`rel` and `type` below);
 * the inline script of `afterPaintScript`, drawn by app/root.tsx beside <Scripts> (its text comes
 * through AfterPaintContext, ./after-paint.ts, so that only the server holds it), restores them one
 * frame after the document is parsed. Restoring `type` does not run a script by itself: adding a
 * child does (the element is prepared again), with the same nonce and the same text, so the
 * Content-Security-Policy allows it as it allowed the original.
 */

/** What Remix's `<link rel="modulepreload">` carries until the first paint. */
export const LATER_PRELOAD = "x-modulepreload-after-paint";

/** What Remix's `<script type="module">` carries until the first paint. */
export const LATER_MODULE = "x-module-after-paint";

/**
 * The inline script that restores them: after DOMContentLoaded, then a frame (requestAnimationFrame
 * runs before the paint, the timeout after it).
 */
export const afterPaintScript =
  `(function(){function boot(){` +
  `document.querySelectorAll('link[rel="${LATER_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});` +
  `var s=document.querySelector('script[type="${LATER_MODULE}"]');` +
  `if(s){s.type="module";s.appendChild(document.createTextNode(""))}}` +
  `function later(){requestAnimationFrame(function(){setTimeout(boot,0)})}` +
  `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",later,{once:true});else later()})();`;
