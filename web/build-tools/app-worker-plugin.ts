import { VitePWA } from 'vite-plugin-pwa';
import { THEME_COLOR } from './shared-head-plugin';

/** A page from the network when it answers within 4 s, else as last kept, else the precached shell. */
function networkFirstPages(cacheName: string, maxEntries: number, fallbackURL: string) {
  return {
    handler: 'NetworkFirst' as const,
    options: {
      cacheName,
      networkTimeoutSeconds: 4,
      expiration: { maxEntries },
      precacheFallback: { fallbackURL },
    },
  };
}

/**
 * The installable app: its manifest, and a service worker (Workbox, generated at build) that
 * precaches the app shell, every screen's code and the message catalogues, so the app opens with
 * no network. Pages are fetched network-first, so after a deploy a reload gets the new
 * index.html whenever the network answers within a few seconds; the precached shell is only the
 * offline answer. A new worker waits until the person accepts "reload" (registerType: prompt).
 * The push worker (public/firebase-messaging-sw.js) is registered separately, on its own scope,
 * and is left out of the precache.
 */
export function appWorkerPlugin() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Dropwise',
      short_name: 'Dropwise',
      description: 'Book a ride, send a parcel, follow your rider.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Pre-rendered public pages come per language from Hosting; offline, the shell renders them.
      globIgnores: [
        'firebase-messaging-sw.js',
        'firebase-sdk/**',
        'localized/**',
        'education.html',
        'eduform/**',
      ],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: null,
      // The first worker takes the open page at once, so a first visit already survives a drop.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/track/'),
          ...networkFirstPages('tracking-pages', 5, '/track.html'),
        },
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          ...networkFirstPages('pages', 30, '/index.html'),
        },
      ],
    },
    devOptions: { enabled: false },
  });
}
