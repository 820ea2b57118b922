export { MainTabBar, type MainTabBarProps } from './MainTabBar.tsx';
export {
  DISASTER_MODE_TAB_ID,
  type MainTab,
  type MainTabGroup,
  type MainTabGroupsInput,
  mainTabGroups,
} from './mainTabGroups.ts';
