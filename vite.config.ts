import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/** Paths the platform server answers; the dev server forwards them so `npm run dev` talks to the real API. */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/merchant-assets', '/assets/vendors', '/assets/banners']
const apiTarget = `http://127.0.0.1:${process.env.PORTICO_API_PORT ?? '3001'}`

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    sourcemap: false,
    // Keep a manifest so the budget test can tell the home route's initial chunks from lazy ones.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
})
