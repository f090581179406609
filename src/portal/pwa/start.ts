/**
 * The installable app's start, imported by the portal's boot when idle after the first screen (main.tsx): the
 * browser's install offer is listened for and the service worker registered. Not in a browser driven by automation:
 * the journeys' pages must not be served from a worker's cache (a test that wants it clears navigator.webdriver).
 */
import { startPwa } from './register'

if (!navigator.webdriver) startPwa()
