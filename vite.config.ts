import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { collectionRouteTable } from './src/catalog/routes.ts';
import { precompress } from './vite.precompress.ts';

// The web app: built into dist/web, which the Fastify server serves. Screen chunks land in
// /js/ named by screen and content hash (spec §9); the worker precaches them for offline use.
// `vite build --ssr entry-server.tsx` (scripts/build-ssr.mjs) builds the server's rendering of the
// public pages into dist/ssr instead: no worker, no manifest, the entry named entry-server.js.

const serverRendering = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  target: 'node20',
  rollupOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].[hash].js' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  // The router needs the 43 back-office paths in the first chunk, the catalogue does not:
  // the table is derived at build time so the declarations stay in the back-office chunks.
  define: { __COLLECTION_ROUTES__: JSON.stringify(collectionRouteTable()) },
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild && precompress(),
    !isSsrBuild &&
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      strategies: 'generateSW',
      filename: 'sw.js',
      manifest: {
        name: 'Habita',
        short_name: 'Habita',
        description: 'Rooms and flats to rent, and the back-office that runs them',
        theme_color: '#c2410c',
        background_color: '#ffffff',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // The app registers the worker itself (injectRegister: false), so autoUpdate does not turn
        // these on: a new worker takes over at once, and the first visit is already served by it,
        // so pages seen once work offline without a second visit.
        skipWaiting: true,
        clientsClaim: true,
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Not the plugin's default (index.html for every address), nor index.html for `/`: see 'pages' below.
        navigateFallback: null,
        directoryIndex: null,
        runtimeCaching: [
          {
            // Pages come from the server, each with its own content (public pages are rendered
            // there): a page is kept under its own address only, and without a connection the
            // app's plain index.html stands in for one never seen, to start the app offline.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|files)\//.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 10,
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
              precacheFallback: { fallbackURL: '/index.html' },
              plugins: [
                {
                  // A page rendered with the signed-in person's data (My room) says no-store: it is
                  // never kept, so it cannot outlive their logout nor be read by the next person
                  // on this device. Other pages are kept once they answer 200. The worker of an
                  // earlier release kept every page: its copy goes on the next visit online, and is
                  // never served meanwhile. (These run inside sw.js, where nothing of this file
                  // exists: hence the cache's name written out.)
                  cacheWillUpdate: async ({ request, response }) => {
                    if (response.status !== 200) return null;
                    if (!/no-store/.test(response.headers.get('cache-control') ?? '')) return response;
                    await (await caches.open('pages')).delete(request, { ignoreVary: true });
                    return null;
                  },
                  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
                    cachedResponse && !/no-store/.test(cachedResponse.headers.get('cache-control') ?? '') ? cachedResponse : null,
                },
              ],
            },
          },
          {
            // Data of pages already visited stays readable offline; online, it is always fresh.
            // Who is signed in and their data export are never kept: they must not outlive a logout.
            // Nor are a person's files (ID documents, CVs): they are fetched each time they are opened.
            urlPattern: ({ url, request }) =>
              url.pathname.startsWith('/api/') &&
              !url.pathname.startsWith('/api/auth/') &&
              !url.pathname.startsWith('/api/files/') &&
              request.method === 'GET',
            handler: 'NetworkFirst',
            options: { cacheName: 'api', networkTimeoutSeconds: 10, expiration: { maxEntries: 500, maxAgeSeconds: 7 * 24 * 3600 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/files/'),
            handler: 'CacheFirst',
            options: { cacheName: 'files', expiration: { maxEntries: 500, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
  ],
  build: isSsrBuild ? serverRendering : {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      output: {
        entryFileNames: 'js/[name].[hash].js',
        chunkFileNames: 'js/[name].[hash].js',
        assetFileNames: 'assets/[name].[hash][extname]',
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' } },
}));
