// Lint rules, including the architecture's import boundaries (docs/architecture.md "What may import what"),
// so a component that reaches for a store, or a server file that imports React, fails `npm test`.
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'

const forbid = (...groups) =>
  ['error', { patterns: groups.map(([match, message, extra]) => ({ ...(typeof match === 'string' ? { regex: match } : { group: match }), message, ...extra })) }]

const NOT_SERVER = [['**/server/**'], 'Only the server imports the server.']
const NOT_PORTAL = [['**/portal/**'], 'Only the portal runtime imports itself.']
const NOT_REACT = [['react', 'react-*', 'react/*', '@mui/*', '@emotion/*'], 'No React or MUI here.']
const NOT_STATE = [['mobx', 'mobx-*', 'axios', 'react-router', 'react-router-dom'], 'Components are presentational: state, API and routing come in through props.']
// Node's built-ins by their bare names too (fs, path, fs/promises, ...): a browser bundle cannot load either spelling.
const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_')).join('|')
const NOT_NODE = [`^(node:.*|(${NODE_BUILTINS})(/.*)?)$`, 'Pure TypeScript: no Node-only modules.']
// The house apps' own parts (src/house). Matched by folder and file names because a relative path cannot be told
// apart from the component library's own games/house folder (src/components/games/house), which the library may use.
const NOT_HOUSE = [
  '(^|/)house/(games|lottery|screens|HouseApp|api|address|i18n|main|boot)(\\.tsx?)?(/|$)',
  'The component library never imports the house apps (src/house): they import it.',
]
// TypeBox schemas are for the server and tests; browser code takes only their types, so the bundle has no schema code.
const NO_SCHEMAS = [
  '(^|/)(config|contract)(/index)?$|/config/(schema|public|validate)$|/contract/(envelope|schemas(/.*)?)$|^typebox(/.*)?$',
  'Browser code imports values from config/constants, config/languages, contract/endpoints, contract/errors or contract/headers; schemas only with `import type`.',
  { allowTypeImports: true },
]

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  { files: ['src/config/**', 'src/contract/**'], rules: { 'no-restricted-imports': forbid(NOT_REACT, NOT_NODE, NOT_SERVER, NOT_PORTAL, [['**/components/**', '**/themes/**'], 'Config and contract depend on nothing.']) } },
  { files: ['src/components/**', 'themes/**', 'locales/**'], rules: { 'no-restricted-imports': forbid(NOT_STATE, NOT_SERVER, NOT_PORTAL, NOT_HOUSE, NOT_NODE, NO_SCHEMAS) } },
  { files: ['src/portal/**'], rules: { 'no-restricted-imports': forbid(NOT_SERVER, NOT_NODE, NO_SCHEMAS) } },
  // The house apps are a second browser build (vite.house.config.ts): the portal's rules, and never the portal itself.
  { files: ['src/house/**'], rules: { 'no-restricted-imports': forbid(NOT_SERVER, NOT_PORTAL, NOT_NODE, NO_SCHEMAS) } },
  // Stories and fixtures never reach the bundle: they may build data with the schemas (still no state or API).
  { files: ['src/components/**/*.stories.tsx', 'src/components/**/fixtures.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(NOT_STATE, NOT_SERVER, NOT_PORTAL, NOT_HOUSE) } },
  // Tests may reach into whatever they test.
  { files: ['tests/**', '**/*.test.{ts,tsx}', 'src/portal/testing/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/server/**'], rules: { 'no-restricted-imports': forbid(NOT_REACT, NOT_PORTAL, [['**/components/**', '**/themes/**', '**/locales/**'], 'The server never imports the component library.']) } },
)
