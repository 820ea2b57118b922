import { mockServiceWorkerPlugin } from '@platform/mocks/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.mdx',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GitHub tables in the MDX pages (the Introduction's "What is where"): MDX 3 has none of GFM.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Props tables from the TypeScript types (react-docgen read imported types as `unknown`, e.g.
  // GroupTree's `groups`), the kit's own props only.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  // The app's public files (the FAQ's static JSON, issue 23) at the same paths as in the app.
  // Pretendard's faces for the manager's chrome (theme.ts), from the npm package: no CDN.
  staticDirs: [
    '../apps/web/public',
    { from: '../node_modules/pretendard/dist/web/variable', to: '/pretendard' },
  ],
  managerHead: (head) =>
    `${head}<link rel="stylesheet" href="./pretendard/pretendardvariable-dynamic-subset.css" />`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Stories talk to the mock server, so Storybook (dev and static build) serves its worker.
      plugins: [mockServiceWorkerPlugin({ emit: true })],
    }),
};

export default config;
