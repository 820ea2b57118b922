// Shared by the frame stories (AppHeader, MainTabBar, PageLayout); not part of the public API.
import { USER_TYPE } from '@platform/contract';
import type { RenderLink } from '../../FrameLink/index.ts';
import { useT } from '../../i18n/index.ts';
import { type MainTabGroup, mainTabGroups } from '../../MainTabBar/index.ts';

export const BASE_PATH = '/demo';

export const STORY_ROLES = {
  teacher: { userType: USER_TYPE.TEACHER, manageAccess: false, name: '김민준' },
  student: { userType: USER_TYPE.STUDENT, manageAccess: false, name: '이서연' },
  operator: { userType: USER_TYPE.OPERATOR, manageAccess: true, name: '박운영' },
} as const;
export type StoryRole = keyof typeof STORY_ROLES;

/** Every WEB_FUNC_USE flag on, so each role shows all it may see. */
const ALL_FEATURES = Array.from({ length: 10 }, () => true);

export function useStoryTabGroups(role: StoryRole, disasterMode = false): MainTabGroup[] {
  const t = useT();
  return mainTabGroups({
    basePath: BASE_PATH,
    userType: STORY_ROLES[role].userType,
    manageAccess: STORY_ROLES[role].manageAccess,
    funcUse: ALL_FEATURES,
    roomCategory3: true,
    emergencyMode: disasterMode ? 1 : 0,
    t,
  });
}

/** A router stand-in: stays on the story and reports where the app would go. */
export const storyRenderLink =
  (onNavigate: (href: string) => void): RenderLink =>
  ({ href, children, ...rest }) => (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
