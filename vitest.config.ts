import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'

/** Chromium from Debian (no browser downloads on this machine); flags keep it off the closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none', '--force-color-profile=srgb']
/**
 * The browser's locale and time zone, fixed so a date or number a story shows reads the same on every machine
 * whatever its TZ and LANG (a CI runner's may differ from a developer's).
 */
export const BROWSER_CONTEXT = { locale: 'en-US', timezoneId: 'UTC' }
/**
 * The runner's own window. The test iframe is sized per story (1280×720 on a desktop); a screenshot of content taller
 * than that grows the iframe to fit it (.storybook/visualRegression.ts), and a frame taller than the runner's window
 * would be scaled down to fit and blurred: this is the tallest picture a story can take at 1:1.
 */
export const RUNNER_WINDOW = { width: 1280, height: 4000 }
const chromium = () =>
  playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }, contextOptions: { ...BROWSER_CONTEXT, viewport: RUNNER_WINDOW } })

/**
 * Every package the browser tests import, found by reading the sources, so Vite pre-bundles them all before
 * the first test. Without this, the first run on a fresh clone discovers dependencies mid-run, re-optimises and
 * reloads, and a story fails with "Failed to fetch dynamically imported module".
 */
function browserDependencies(): string[] {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '__screenshots__' && entry.name !== 'node_modules') walk(path)
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        for (const [, spec] of readFileSync(path, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'([^'.][^']*)'/g)) {
          if (!/^(node:|vitest|@vitest\/)/.test(spec) && !/\.(css|svg|png|json)$/.test(spec)) found.add(spec)
        }
      }
    }
  }
  // src/house: the house screens' stories and their DOM tests run in this browser too.
  for (const dir of ['src/components', 'src/house', 'src/config', 'src/contract', 'themes', 'locales', '.storybook']) walk(dir)
  return [...found].filter((spec) => !['storybook', 'storybook/test', '@storybook/react-vite'].includes(spec) && !spec.startsWith('storybook/')).sort()
}

/**
 * Discovery is off: Vite pre-bundles exactly the list above (plus what the Storybook plugin adds) before the first
 * test and never re-optimises mid-run. A re-optimisation reloads the browser while other story files run, and
 * they fail with "Failed to fetch dynamically imported module" (it broke CI once: a request that fell through to
 * index.html made Vite find the portal's mobx and axios). A package missing from the list is served unbundled:
 * fine for an ES module, an import error for CommonJS, the same on every run. The JSX runtimes are imported by the
 * React plugin's output, not by any source.
 */
/**
 * Where Vite keeps the pre-bundled dependencies of the browser projects. `npm test` runs the stories in two halves
 * at once (scripts/test.mjs), each its own Vitest process: each gets its own directory (PORTICO_VITE_CACHE), or one
 * would replace the bundles the other is serving mid-run.
 */
const browserCacheDir = process.env.PORTICO_VITE_CACHE ? join('node_modules', '.vite', process.env.PORTICO_VITE_CACHE) : undefined

const optimizeDeps = {
  // react-dom/client: the portal's chunk tests (src/portal/chunks) mount a root themselves.
  include: [...browserDependencies(), 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client'],
  noDiscovery: true,
}

/**
 * Paths that must 404 in the browser tests, as a missing image does on the real server. Without this, Vite's SPA
 * fallback would answer them with index.html (the portal's page).
 */
const missingPaths: Plugin = {
  name: 'portico:missing-paths',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (!req.url?.startsWith('/__missing__/')) return next()
      res.statusCode = 404
      res.end()
    })
  },
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'src/{config,contract,portal}/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'src/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; run server files one at a time, in one module graph: importing the server afresh
          // for each file cost about 2 of its 11 minutes (a file that mocks a module belongs in `unit`, which isolates).
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        test: {
          name: 'budget',
          environment: 'node',
          include: ['tests/budget/**/*.test.ts'],
        },
      },
      {
        // What a story can't show (pure helpers of components, the HTML sanitiser, the portal's lazy chunks):
        // plain tests, but in the same real Chromium, since they need a DOM.
        plugins: [react(), missingPaths],
        optimizeDeps,
        cacheDir: browserCacheDir,
        test: {
          name: 'dom',
          include: ['src/components/**/*.test.{ts,tsx}', 'themes/**/*.test.{ts,tsx}', 'src/portal/chunks/**/*.test.tsx', 'src/house/**/*.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        plugins: [react(), missingPaths, storybookTest({ configDir: '.storybook' })],
        optimizeDeps,
        cacheDir: browserCacheDir,
        test: {
          name: 'components',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
})
