/**
 * The portal's service worker (`/sw.js`): it keeps the app shell so an installed portal starts offline, and it never
 * keeps an API answer.
 *
 * - The hashed build files (`/assets/<name>-<hash>.<ext>`) are cache first: a hashed name never changes content.
 *   The shell's own files (the entry chunk, its imports and styles) are fetched when the worker installs.
 * - A page (a navigation to one of the portal's paths) is network first: the fresh page when the network answers,
 *   the last one kept for that path (else the home page's: the portal routes in the browser) when it does not.
 * - Everything else goes to the network untouched: the API (`/wps`, `/lgw`, `/lotto`), the operators' API (`/ops`),
 *   event streams, the game frames (`/house`, `/lottery-app`: their addresses carry sessions), the merchant's images,
 *   other origins and anything but GET.
 *
 * The caches are named for the build (`portico-<version>`): a new deploy's worker installs, takes over at once
 * (`skipWaiting`, `clients.claim`) and deletes the caches of the builds before it.
 *
 * `cacheRule` is the one place the rules live: a pure function, unit-tested, whose source is written into the
 * script (so it must stay self-contained: no imports, no names from this module, no inner named functions).
 */
import { PATHS, PATH_ALIASES } from '../../config/paths'

/** What the worker does with a request: keep the page (network first), keep the asset (cache first), or nothing. */
export type CacheRule = 'page' | 'asset' | 'network'

/** The parts of a request the rule reads (a `Request` has them all). */
export interface RequestFacts {
  url: string
  method: string
  /** `navigate` for a page load (a document or a frame). */
  mode: string
  /** The Accept header, for event streams. */
  accept?: string | null
}

/** The first path of every portal page (and its aliases): only these navigations are pages the worker keeps. */
export const PAGE_ROOTS: readonly string[] = [...new Set([...Object.values(PATHS), ...Object.values(PATH_ALIASES).flat()])]

/**
 * The rule for one request, given the worker's origin and the portal's page roots. Self-contained: its source runs
 * inside the service worker.
 */
export function cacheRule(request: RequestFacts, origin: string, pageRoots: readonly string[]): CacheRule {
  if (request.method !== 'GET') return 'network'
  const url = new URL(request.url)
  if (url.origin !== origin) return 'network'
  const path = url.pathname
  // Never kept, whatever else matches: the APIs, event streams, the frames whose address carries a session, the
  // worker and the web app's own files (the browser checks those itself).
  const never = ['/wps', '/ops', '/lgw', '/lotto', '/house', '/house-api', '/lottery-app', '/merchant-assets', '/sw.js', '/manifest.webmanifest', '/pwa']
  for (let i = 0; i < never.length; i += 1) {
    if (path === never[i] || path.startsWith(never[i] + '/')) return 'network'
  }
  if (String(request.accept ?? '').indexOf('text/event-stream') !== -1) return 'network'
  // Vite's hashed file names, directly under /assets/ (the generated art under /assets/<kind>/ is not hashed).
  if (/^\/assets\/[^/]+[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path)) return 'asset'
  if (request.mode === 'navigate') {
    for (let i = 0; i < pageRoots.length; i += 1) {
      const root = pageRoots[i]
      if (path === root || (root !== '/' && path.startsWith(root + '/'))) return 'page'
    }
  }
  return 'network'
}

export interface WorkerBuild {
  /** Names the build: a new one makes a new script, which the browser installs in place of the old. */
  version: string
  /** The shell's files (`/assets/…`) fetched on install. */
  shell: readonly string[]
}

/** The worker's script for a build. */
export function serviceWorkerScript(build: WorkerBuild, pageRoots: readonly string[] = PAGE_ROOTS): string {
  const cacheName = `portico-${build.version}`
  return `'use strict';
// Portico's service worker, build ${build.version}. The rules: src/server/delivery/pwaWorker.ts.
const CACHE = ${JSON.stringify(cacheName)};
const SHELL = ${JSON.stringify(build.shell)};
const PAGE_ROOTS = ${JSON.stringify(pageRoots)};
const cacheRule = ${cacheRule.toString()};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).catch(() => undefined).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith('portico-') && name !== CACHE).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const rule = cacheRule({ url: request.url, method: request.method, mode: request.mode, accept: request.headers.get('accept') }, self.location.origin, PAGE_ROOTS);
  if (rule === 'asset') {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request).then((kept) => kept || fetch(request).then((response) => {
      if (response.ok && response.type === 'basic') cache.put(request, response.clone());
      return response;
    }))));
  } else if (rule === 'page') {
    // Kept by path: a page's query (a reset link's token) is never part of a cache key.
    const key = new URL(request.url).pathname;
    event.respondWith(fetch(request).then((response) => {
      if (response.ok && response.type === 'basic' && (response.headers.get('content-type') || '').startsWith('text/html')) {
        const copy = response.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
      }
      return response;
    }, (error) => caches.open(CACHE).then((cache) => cache.match(key).then((kept) => kept || cache.match('/')).then((kept) => {
      if (kept) return kept;
      throw error;
    }))));
  }
});
`
}
