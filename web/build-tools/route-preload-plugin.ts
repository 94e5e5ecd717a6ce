import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** The id of the inline script, so that pre-rendered pages can put static hints in its place. */
export const ROUTE_PRELOAD_SCRIPT_ID = 'route-preload';

/** A page whose screen chunk the HTML should start fetching at once, found by its address. */
export interface PreloadedRoute {
  /** Matches `location.pathname` (the router matches without regard to case). */
  path: RegExp;
  /** The screen module, relative to web/ (as in Vite's manifest). */
  source: string;
}

/** The files (JavaScript chunks and CSS) a lazily loaded screen needs beyond the entry chunk. */
export function screenFiles(bundle: OutputBundle, source: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${source}`));
  if (!screen) throw new Error(`route-preload: ${source} is not a chunk of this build`);
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(screen);
  return [...files];
}

/**
 * Public pages are lazily loaded screens: without help the browser finds the screen's chunks
 * only after the entry chunk has run, one round trip later. This adds a small inline script to
 * index.html that, on those pages' addresses, starts fetching the screen's JavaScript and CSS
 * together with the entry chunk. (The files are what the page loads anyway; nothing extra.)
 */
export function routePreloadPlugin(routes: PreloadedRoute[]): Plugin {
  return {
    name: 'dropwise-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // Only the app's page routes screens; the tracking page (track.html) has no router.
        if (!context.bundle || context.path !== '/index.html') return [];
        const table = routes.map((route) => [
          route.path.source,
          route.path.flags,
          screenFiles(context.bundle!, route.source),
        ]);
        const script = `(function(p,t){for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0],t[i][1]).test(p))continue;t[i][2].forEach(function(f){var l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='stylesheet'}else{l.rel='modulepreload';l.crossOrigin=''}l.href='/'+f;document.head.appendChild(l)});return}})(location.pathname,${JSON.stringify(table)})`;
        return [
          { tag: 'script', attrs: { id: ROUTE_PRELOAD_SCRIPT_ID }, children: script, injectTo: 'head' },
        ];
      },
    },
  };
}
