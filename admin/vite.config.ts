// The back-office console: its own bundle, built into dist/admin and served by the API server at /admin
// (server/src/http/admin-site.ts). It shares only the contract (types/) with the app, never a file of src/.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      '@contract': path.resolve(here, '../types')
    }
  },
  build: {
    outDir: path.resolve(here, '../dist/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
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
