import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenCode } from './first-screen-code.ts';
import { routePreloads } from './route-preloads.ts';

// The API's dev server listens on 3001; in production the API serves apps/web/dist itself.
const API_DEV_ORIGIN = 'http://127.0.0.1:3001';

/** Libraries and our own modules (the web app's and the shared packages'). */
/**
 * zod and the domain's code built with it (the schemas and the debts CSV reader), which only forms
 * and imports run; the schema folder's plain constants and wire converters are not among them.
 */
const FORM_CHECKS = /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/](schemas[\\/](?!plan-limits|card-wire)|data[\\/]debt-csv)/;
/** The domain's code (money, dates, the plan engine, the card rules). */
const DOMAIN_CODE = /packages[\\/]domain[\\/]src[\\/]/;
const SHARED_CODE = /node_modules[\\/]|apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src/;

// Node's `process`, typed locally: this config is type-checked with the web app's DOM types.
const nodeProcess = (globalThis as { process?: { env: Record<string, string | undefined> } }).process;

const firstScreen = firstScreenCode();

const config = {
  plugins: [
    react(),
    firstScreen.plugin,
    // Per signed-in screen, the scripts the server names in the page's Link header (route-preloads.ts).
    routePreloads(),
    // Every text asset gets a .br and a .gz next to it at build time, at maximum quality (paid once
    // per build, not per request); the API serves them with Content-Encoding and Vary
    // (@fastify/static preCompressed). Files under 1 kB are served as they are.
    // The service worker (sw/sw.ts), built with the list of this build's files to keep for offline
    // use. Our own manifest (public/manifest.webmanifest) and registration (src/lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The compressed copies are the same files; the browser asks for the plain names.
        globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
        // The chart chunk is the largest; it is kept too, so every screen opens offline.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      // In development the worker runs too (push reminders need it), built on the fly as a module.
      devOptions: { enabled: true, type: 'module' },
    }),
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      // Not the service worker: it is written after this step, and a compressed copy of an
      // earlier one would be served in its place.
      exclude: [/sw\.js$/],
      threshold: 1024,
      // Brotli's default quality is already its maximum (11).
      algorithms: ['brotliCompress', defineAlgorithm('gzip', { level: 9 })],
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Same-origin for the browser; the API sees the dev server's Host (its Origin check passes).
      '/trpc': { target: API_DEV_ORIGIN, changeOrigin: false },
      '/api': { target: API_DEV_ORIGIN, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: left alone, the bundler cuts a chunk for every set of screens that
        // share a module, so the dashboard came in ~50 requests, many of them a few hundred bytes,
        // and on a busy machine the server's answers to them and the browser's work on each held
        // back the screen. Groups instead, in this order of precedence:
        // - everything the entry needs statically (the sign-in page) in one chunk, so a visitor
        //   loads two scripts and nothing meant for signed-in screens;
        // - the toasts' container (loaded with the first toast) with what it needs;
        // - the chart libraries in one chunk, loaded only by the screens that draw a chart;
        // - 'shell': the code the signed-in shell and the Dashboard import and another screen
        //   shares, loaded with the first signed-in screen;
        // - 'engine': the domain's plain code other screens share (the plan engine the Plan
        //   screen's what-if runs, the card rules);
        // - 'forms': zod and the schemas built with it, which only forms and imports run (building
        //   them cost more than drawing the Dashboard when everything shared was one chunk);
        // - 'screens': the rest that two or more screens share.
        // A group takes the modules it names with what they import that no group above took: the
        // money and date helpers a schema uses stay with the first screen's code.
        // A screen is then its own chunk plus a few of these, about ten requests where there were fifty.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'notifications', test: /node_modules[\\/]@mantine[\\/]notifications/, priority: 2 },
            { name: 'shell', test: (id: string) => firstScreen.has(id) && SHARED_CODE.test(id), minShareCount: 2, priority: 1 },
            { name: 'engine', test: (id: string) => DOMAIN_CODE.test(id) && !FORM_CHECKS.test(id), minShareCount: 2, priority: 0.7 },
            { name: 'forms', test: FORM_CHECKS, priority: 0.5 },
            { name: 'screens', test: SHARED_CODE, minShareCount: 2, priority: 0 },
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|@mantine[\\/]charts|d3-|victory-vendor|decimal\.js-light|es-toolkit|immer|@reduxjs|react-redux|reselect|redux|eventemitter3|tiny-invariant|clsx)/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  // `vite build` must ship React's production build even when the calling process has another
  // NODE_ENV (a test runner sets NODE_ENV=test, which would otherwise bundle development React and
  // the development JSX runtime). Vite reads NODE_ENV after loading this file, so setting it here
  // makes the whole build, plugins included, a production one.
  if (command === 'build' && mode === 'production' && nodeProcess) nodeProcess.env.NODE_ENV = 'production';
  return config;
});
