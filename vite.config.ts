import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './scripts/vite/precompress'

/** Paths the platform server answers; the dev server forwards them so `npm run dev` talks to the real API. */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/merchant-assets', '/assets/vendors', '/assets/banners']
const apiTarget = `http://127.0.0.1:${process.env.PORTICO_API_PORT ?? '3001'}`

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads the manifest to announce the first screen's lazy chunks (modulepreload) with the page.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
})
