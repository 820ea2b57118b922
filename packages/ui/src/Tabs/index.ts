export {
  TABS_ACTIVATION_MODES,
  type TabItem,
  Tabs,
  type TabsActivationMode,
  type TabsProps,
} from './Tabs.tsx';
