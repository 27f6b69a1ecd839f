import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The BFF serves the whole API under /api (spec section 7); in development Vite forwards it.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@envios/contracts': fromHere('../libs/contracts/src/index.ts'),
      '@envios/domain': fromHere('../libs/domain/src/index.ts'),
      '@': fromHere('./src'),
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached between releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](@mantine|@floating-ui)[\\/]/.test(id)) return 'mantine';
          if (
            /[\\/](react[\w-]*|scheduler|@reduxjs|redux|immer|reselect|use-sync-external-store)[\\/]/.test(id)
          ) {
            return 'framework';
          }
          return undefined;
        },
      },
    },
  },
});
