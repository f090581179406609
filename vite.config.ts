import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './scripts/vite/precompress.ts'

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
    modulePreload: {
      // Chunks few visits open: the contract agreement (only for an agent with offers waiting, after its login), the
      // chat room (on the launcher's press), the app download, join and points mall pages, the live chat (a window of
      // its own), the help modal, and the steps of a reset link, a new address's verification and a trial account's
      // notice. The first screen does not carry the list of the chunks each needs (its own import fetches them), so a
      // visit that never opens them pays nothing for it.
      resolveDependencies: (file, deps) =>
        /(ContractAgreement|ChatHost|DownloadPage|JoinPage|PointMallPage|LiveChatPage|HelpCentreModal|ResetPasswordModal|LoginVerificationModal|TrialNoticeModal)-/.test(file) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the start, stores, theme, router, layout and home page) in one
          // chunk. Left to itself the bundler cuts out every module a lazy chunk shares (Button, Modal, Paper...)
          // into its own small file: over thirty requests for the first screen, each compressed on its own and
          // tied to the others by long import lists, some 12 KB more gzipped in all. Pages and modals stay lazy.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 1 },
            // What every dialog is built on (MUI's Modal, Dialog, focus trap, portal, backdrop and our Dialog
            // primitive), which the first screen does not carry: one chunk the first modal brings, instead of four
            // small files each compressed on its own.
            {
              name: 'dialog',
              test: /[\\/](@mui[\\/]material[\\/](Dialog|DialogTitle|DialogContent|DialogActions|Modal|Portal|Unstable_TrapFocus|Backdrop|Fade)|@mui[\\/]material[\\/]utils[\\/]useSlot|src[\\/]components[\\/]primitives[\\/]Dialog)[\\/.]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
})
