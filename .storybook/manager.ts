import { addons } from 'storybook/manager-api';
import { theme } from './theme.ts';

addons.setConfig({ theme });
