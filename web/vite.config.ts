import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The BFF serves the whole API under /api (spec section 7); in development Vite forwards it, to the
// portal's BFF unless API_PROXY_TARGET names another (the test profile's, http://127.0.0.1:4000).
const apiProxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // The texts alone, without the schemas: the public pages show them before zod has loaded.
      { find: /^@envios\/contracts\/messages$/, replacement: fromHere('../libs/contracts/src/messages.ts') },
      { find: /^@envios\/contracts$/, replacement: fromHere('../libs/contracts/src/index.ts') },
      { find: /^@envios\/domain$/, replacement: fromHere('../libs/domain/src/index.ts') },
      { find: /^@\//, replacement: `${fromHere('./src')}/` },
    ],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by bench/web-bundle.ts, which holds the public pages to their JavaScript budget.
    manifest: true,
    rollupOptions: {
      output: {
        // React and the router run every page and change less often than our code: one cached chunk.
        // Everything else (Mantine, Redux, zod, icons) is left to Rollup, which puts each module in
        // the chunk of the pages that use it, so a visitor's first page does not load the dashboard's.
        manualChunks(id) {
          if (
            /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id)
          ) {
            return 'framework';
          }
          return undefined;
        },
      },
    },
  },
});
