#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for visual review, with TurboSnap (only stories
 * whose files changed are snapshotted; settings in chromatic.config.json). Needs CHROMATIC_PROJECT_TOKEN.
 * Without it, says how to set it and exits 1: a publish that silently did nothing would look like a pass.
 */
import { spawnSync } from 'node:child_process'

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim()

if (!token) {
  console.error(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.',
      '',
      'To publish the Storybook to Chromatic:',
      '  1. Create (or open) the project at https://www.chromatic.com and copy its project token',
      '     (Manage -> Configure -> Project token).',
      '  2. Run:  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '     In CI, store the token as a secret environment variable with that name.',
      '',
      'Visual regression also runs locally without Chromatic: npm run test:components',
      '(baselines under src/**/__screenshots__, refreshed by npm run screenshots:update).',
    ].join('\n'),
  )
  process.exit(1)
}

// The token travels in the environment (chromatic reads CHROMATIC_PROJECT_TOKEN), never on the command line.
const result = spawnSync('npx', ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
  shell: process.platform === 'win32',
})
process.exit(result.status ?? 1)
