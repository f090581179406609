/**
 * The house games' frame (house.html → src/house): a build of its own, apart from the portal's. The server serves
 * dist/house/house.html for `/house/play/<gameId>` (and for our lottery app, `/lottery-app/<view>`, a lazy chunk of
 * this build: src/house/lottery) and the files under `/house/assets/`; each game type's screen
 * and each language's strings are lazy chunks (.vite/manifest.json names them). The frame is sandboxed without
 * same-origin, so every script, style and font is fetched cross-origin: Vite's `crossorigin` attribute stays on the
 * tags, and the server answers `/house/` with `Access-Control-Allow-Origin: *`.
 *
 *   npx vite build -c vite.house.config.ts
 */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  root: import.meta.dirname,
  base: '/house/',
  plugins: [react()],
  build: {
    outDir: 'dist/house',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      input: { house: 'house.html' },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs before its first render (React, MUI's core, the theme, i18next, the app) in
            // one chunk, as the portal's build does, rather than cut in two where a game screen shares a module.
            { name: 'house', tags: ['$initial'], priority: 1 },
            // A language's strings (its `house` and `common` namespaces) in one chunk, named for the language; the
            // lottery app's own (`lottery`, `errors`) in another.
            {
              debugName: 'strings',
              name: (id: string) => {
                const match = /[\\/]locales[\\/](\w+)[\\/](house|common|lottery|errors)\.json$/.exec(id)
                if (!match) return null
                return match[2] === 'lottery' || match[2] === 'errors' ? `lottery-strings-${match[1]}` : `strings-${match[1]}`
              },
            },
          ],
        },
      },
    },
  },
})
