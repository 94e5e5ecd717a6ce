import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../functions/src/domain', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: lets the education benchmark measure each route's initial JavaScript.
    manifest: true,
    // Keep the big SDKs out of the entry chunk so public pages stay light.
    chunkSizeWarningLimit: 600,
  },
  server: { port: 5173, strictPort: true },
});
