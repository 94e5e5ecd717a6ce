import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appWorkerPlugin } from './build-tools/app-worker-plugin';
import { functionRoutes, functionsEmulatorProxy } from './build-tools/functions-proxy';
import { helplineCheckPlugin } from './build-tools/helpline-check-plugin';
import { icuCataloguePlugin } from './build-tools/icu-catalogue-plugin';
import { moduleSizesPlugin } from './build-tools/module-sizes-plugin';
import { prerenderPlugin } from './build-tools/prerender-plugin';
import { publicFormLibraryPlugin } from './build-tools/public-form-library-plugin';
import { reactRouterProductionPlugin } from './build-tools/react-router-production-plugin';
import { routePreloadPlugin } from './build-tools/route-preload-plugin';
import { sharedHeadPlugin } from './build-tools/shared-head-plugin';

/**
 * The push service worker (public/firebase-messaging-sw.js) loads the Firebase SDK with
 * importScripts from this origin: these are the SDK's own compat builds from node_modules, same
 * version as the app's, served at /firebase-sdk/ in dev and written into dist at build.
 */
function firebaseSdkForServiceWorker(): Plugin {
  const require = createRequire(import.meta.url);
  const root = fileURLToPath(new URL('.', `file://${require.resolve('firebase/package.json')}`));
  const files = ['firebase-app-compat.js', 'firebase-messaging-compat.js'];
  return {
    name: 'firebase-sdk-for-service-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((name) => req.url === `/firebase-sdk/${name}`);
        if (!file) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(`${root}${file}`));
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `firebase-sdk/${file}`,
          source: readFileSync(`${root}${file}`),
        });
      }
    },
  };
}

/**
 * The public tracking page is a page of its own (track.html, no React, no Firebase) that Hosting
 * serves for /track/<token> by a rewrite in firebase.json; the dev server does the same.
 */
function trackingPageInDev(): Plugin {
  return {
    name: 'dropwise-tracking-page-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/track\/[^/?]+\/?(\?.*)?$/i.test(req.url)) req.url = '/track.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    sharedHeadPlugin(),
    icuCataloguePlugin(),
    react(),
    reactRouterProductionPlugin(),
    firebaseSdkForServiceWorker(),
    helplineCheckPlugin(),
    moduleSizesPlugin(),
    trackingPageInDev(),
    // The public pages, the ones people arrive at from search and links: fetch their screen early.
    routePreloadPlugin([
      { path: /^\/education\/?$/i, source: 'src/features/education/pages/education-page.tsx' },
      { path: /^\/eduform\/[^/]+\/?$/i, source: 'src/features/education/pages/enrolment-form-page.tsx' },
    ]),
    // ...and paint them from static HTML written at build time, before any JavaScript has run.
    prerenderPlugin(),
    // ...with a form library of their own, without the signed-in screens' field arrays.
    publicFormLibraryPlugin([fileURLToPath(new URL('./src/features/education/', import.meta.url))]),
    appWorkerPlugin(),
  ],
  resolve: {
    alias: [
      // `@/x` is web/src/x, whatever the importing file's depth.
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // Leaflet's ES module build: its UMD build would pull a CommonJS interop helper into the
      // entry chunk that every page, public ones included, downloads.
      { find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' },
      // Messages arrive parsed (build-tools/icu-catalogue-plugin.ts): intl-messageformat never
      // needs its ICU parser in the browser, about 8 kB gzip that every page would load.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: lets the education benchmark measure each route's initial JavaScript.
    manifest: true,
    rollupOptions: {
      // The app, and the public tracking page as a separate, light entry.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        track: fileURLToPath(new URL('track.html', import.meta.url)),
      },
    },
    // Keep the big SDKs out of the entry chunk so public pages stay light.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev`: what Hosting rewrites to the function goes to the functions emulator.
    proxy: functionsEmulatorProxy(
      functionRoutes(JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'))),
      process.env.DROPWISE_FUNCTIONS_URL ?? 'http://127.0.0.1:5001',
      process.env.DROPWISE_PROJECT_ID ?? 'demo-dropwise',
    ),
  },
});
