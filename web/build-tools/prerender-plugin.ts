import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle } from 'rollup';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { catalogueSourceOf } from './icu-catalogue-plugin';
import { ROUTE_PRELOAD_SCRIPT_ID, screenFiles } from './route-preload-plugin';

/** What the server-side entry (src/prerender/render-page.tsx) exports, as the plugin uses it. */
interface RenderModule {
  PRERENDERED_PAGES: Array<{ path: string; file: string; source: string; areas: string[] }>;
  PRERENDERED_LANGUAGES: readonly string[];
  localizedFile(file: string, language: string): string;
  pageHead(language: string): Promise<PageHead>;
  renderPage(path: string, language: string): Promise<string>;
}

/** The page's language and its description, in that language. */
export interface PageHead {
  lang: string;
  description: string;
}

const SERVER_ENTRY = 'src/prerender/render-page.tsx';

/**
 * The loader of a pre-rendered page's JavaScript: it starts the downloads once the HTML has been
 * painted (the frame after the first animation frame), so that the first paint never shares the
 * connection or the main thread with code that only makes the page interactive. A page opened in
 * a background tab, which paints nothing, loads at once. The entry script goes first; then each
 * preload link in a task of its own: adding one costs the main thread about 2 ms (8 ms on a
 * phone 4x slower), and the form's 18 in one task were its longest task (140 ms at 4x).
 */
export function scriptLoader(entry: string, modulePreloads: string[]): string {
  return (
    `(function(e,p){var h=document.head;function n(){var f=p.shift();if(!f)return;var k=document.createElement('link');` +
    `k.rel='modulepreload';k.crossOrigin='';k.href=f;h.appendChild(k);setTimeout(n,0)}function l(){` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e;h.appendChild(s);n()}` +
    `if(document.visibilityState==='hidden')l();else requestAnimationFrame(function(){setTimeout(l,0)})})` +
    `(${JSON.stringify(entry)},${JSON.stringify(modulePreloads)})`
  );
}

/** One pre-rendered page: the built index.html with the page's markup and styles filled in. */
export function prerenderedHtml(options: {
  template: string;
  markup: string;
  /** Every stylesheet the page needs at first paint, as `[href, css text]`. */
  styles: Array<[string, string]>;
  /** The screen's JavaScript chunks, fetched beside the entry chunk. */
  modulePreloads: string[];
  /** The page's language (`<html lang>`, which src/main.tsx compares before hydrating). */
  head?: PageHead;
}): string {
  const { template, markup, styles, modulePreloads, head } = options;
  let html = template;
  if (head) {
    const htmlTag = /<html lang="[^"]*">/;
    if (!htmlTag.test(html)) throw new Error('prerender: index.html has no <html lang>');
    html = html.replace(htmlTag, () => `<html lang="${escapeAttribute(head.lang)}">`);
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    );
  }
  const rootTag = '<div id="root"></div>';
  if (!html.includes(rootTag)) throw new Error(`prerender: index.html has no empty ${rootTag}`);
  // The page's CSS is small: inline it, so that the first paint waits for no stylesheet request.
  for (const [href] of styles) {
    html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${escapeRegExp(href)}"[^>]*>`), '');
  }
  const inlineStyles = styles.map(([, css]) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  // The address-matching preload script is for index.html; here the page is known.
  const preloadScript = new RegExp(`\\s*<script id="${ROUTE_PRELOAD_SCRIPT_ID}">[\\s\\S]*?</script>`);
  if (!preloadScript.test(html)) throw new Error('prerender: index.html has no route preload script');
  html = html.replace(preloadScript, '');
  const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = entryScript.exec(html)?.[1];
  if (!entry) throw new Error('prerender: index.html has no entry script');
  html = html.replace(entryScript, '');
  const entryPreloads: string[] = [];
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    entryPreloads.push(href);
    return '';
  });
  // A chunk both the entry and the screen import is listed twice; one link fetches it.
  const preloads = new Set([...entryPreloads, ...modulePreloads.map((file) => `/${file}`)]);
  const loader = scriptLoader(entry, [...preloads]);
  html = html.replace('</head>', () => `  ${inlineStyles.join('\n    ')}\n  </head>`);
  html = html.replace('</body>', () => `  <script>${loader}</script>\n  </body>`);
  return html.replace(rootTag, () => `<div id="root">${markup}</div>`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The chunks of a page's message catalogues in one language (`messages/<area>/<lang>.json`). */
export function catalogueFiles(bundle: OutputBundle, areas: string[], language: string): string[] {
  const wanted = areas.map((area) => `/messages/${area}/${language}.json`);
  return Object.values(bundle)
    .filter((output) => output.type === 'chunk')
    .filter((chunk) => {
      // The ICU plugin's virtual ids, not the JSON file's own, are what catalogue chunks are built from.
      const source = catalogueSourceOf(chunk.facadeModuleId);
      return source !== undefined && wanted.some((path) => source.endsWith(path));
    })
    .map((chunk) => chunk.fileName);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Writes static HTML for the public pages after the browser build: the real page components,
 * rendered in Node by a second (server) build of the same app, inside the built index.html. The
 * page's heading, course list and form paint from that HTML before any JavaScript runs; the app
 * then hydrates it (src/main.tsx). Firebase Hosting's clean URLs serve `education.html` at
 * `/education` and `eduform/BCA.html` at `/eduform/BCA`; every other address gets index.html.
 * Each page is written in every language, under `localized/<language>/` (see localizedFile in
 * render-page.tsx), with English also at the root.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let bundle: OutputBundle | null = null;
  return {
    name: 'dropwise-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      if (!bundle) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(config.root, 'node_modules/.cache/dropwise-prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: SERVER_ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          minify: false,
        },
      });
      try {
        const server = (await import(pathToFileURL(join(serverDir, 'render-page.js')).href)) as RenderModule;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const entryCss = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
          (match) => match[1] as string,
        );
        for (const language of server.PRERENDERED_LANGUAGES) {
          const head = await server.pageHead(language);
          for (const page of server.PRERENDERED_PAGES) {
            const routeFiles = screenFiles(bundle, page.source);
            const cssFiles = [...entryCss, ...routeFiles.filter((file) => file.endsWith('.css'))];
            const styles = await Promise.all(
              cssFiles.map(
                async (file) => [file, await readFile(join(outDir, file), 'utf8')] as [string, string],
              ),
            );
            const html = prerenderedHtml({
              template,
              markup: await server.renderPage(page.path, language),
              styles,
              modulePreloads: [
                ...routeFiles.filter((file) => file.endsWith('.js')),
                ...catalogueFiles(bundle, page.areas, language),
              ],
              head,
            });
            const files = [server.localizedFile(page.file, language)];
            if (language === 'en') files.push(page.file);
            for (const file of files) {
              const target = join(outDir, file);
              await mkdir(dirname(target), { recursive: true });
              await writeFile(target, html);
            }
          }
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
