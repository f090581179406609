import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The component library, and the house apps' screens (src/house/screens): the components suite reads this list.
  stories: ['../src/components/**/*.stories.tsx', '../src/house/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Merchant logos are referenced as /merchant-assets/<code>/... in config, as the server serves them.
  staticDirs: [{ from: '../src/config/merchants/assets', to: '/merchant-assets' }],
  typescript: {
    // react-docgen reads the exported props types and their TSDoc comments (autodocs' argument tables).
    reactDocgen: 'react-docgen',
  },
  core: { disableTelemetry: true },
}

export default config
