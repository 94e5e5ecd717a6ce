import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The brand colour of the browser's bar and the installed app (the web manifest says the same). */
export const THEME_COLOR = '#0b7a75';

/**
 * The head every page has, whatever its entry (index.html, track.html): the encoding, the phone
 * viewport, the icons and the bar colour. Each HTML file keeps only what is its own: the title,
 * the description and, for a shared trip, that it is not to be indexed.
 */
export const SHARED_HEAD: readonly HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' } },
  { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' } },
  { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR } },
].map((tag) => ({ ...tag, injectTo: 'head-prepend' }));

/** Writes SHARED_HEAD at the top of every page's head, in the dev server and in the build. */
export function sharedHeadPlugin(): Plugin {
  return {
    name: 'dropwise-shared-head',
    transformIndexHtml: { order: 'pre', handler: () => [...SHARED_HEAD] },
  };
}
