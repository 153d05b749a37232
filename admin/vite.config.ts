// The back-office console: its own bundle, built into dist/admin and served by the API server at /admin
// (server/src/http/admin-site.ts). It shares only the contract (types/) with the app, never a file of src/.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

const here = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root: here,
  base: '/admin/',
  // A .br and a .gz beside every text file over 1 KB: the server sends them precompressed (admin-site.ts), as it
  // does the H5 site's (the console's libraries are about 1.6 MB before compression).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: {
    alias: {
      '@contract': path.resolve(here, '../types')
    }
  },
  build: {
    outDir: path.resolve(here, '../dist/admin'),
    emptyOutDir: true,
    // One vendor file (antd, refine, recharts: ~2.3 MB, ~560 KB brotli) for a desktop console on office networks.
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      output: {
        // Libraries change less often than our screens: one vendor file stays cached across releases.
        manualChunks: (id) => (id.includes('node_modules') ? 'vendor' : undefined)
      }
    }
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' }
  }
})
