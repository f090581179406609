/**
 * Setup of the `components` Vitest project: every story becomes a test with the same annotations Storybook
 * uses (preview + a11y), plus the visual-regression hook, which exists only here.
 */
import { beforeAll } from 'vitest'
import { setProjectAnnotations } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import * as previewAnnotations from './preview'
import { visualRegression } from './visualRegression'

const annotations = setProjectAnnotations([a11yAddonAnnotations, previewAnnotations, { afterEach: visualRegression }])

beforeAll(annotations.beforeAll)

// A `findBy…` or `waitFor` waits for an event (a lazy chunk loaded, a tooltip shown), never a fixed time; the stories
// run beside the server suite in CI, where a chunk can take more than testing-library's default second to arrive.
configure({ asyncUtilTimeout: 10_000 })
