/**
 * The public site's pages (screens.md §2.1), by name: their paths under /intro and their page
 * layout (§2.5 "Page layout values: intro, intro-math": assumed, the academy's own pages take
 * `intro` and the two class-method pages with their fee tables `intro-math`) and their module
 * under src/areas/intro (what the build preloads for a prerendered page). The route table,
 * the layout's <title> and description, the prerender and the phone sweep read this one list.
 */
export const INTRO_PAGES = {
  academy: { path: '/intro/academy', layout: 'intro', module: 'academy/AcademyPage.tsx' },
  teacher: { path: '/intro/academy/teacher', layout: 'intro', module: 'academy/TeacherPage.tsx' },
  personalClass: {
    path: '/intro/personalClass',
    layout: 'intro-math',
    module: 'classes/PersonalClassPage.tsx',
  },
  personalClassPrice: {
    path: '/intro/personalClass/price',
    layout: 'intro-math',
    module: 'fees/PersonalClassPricePage.tsx',
  },
  privateClass: {
    path: '/intro/privateClass',
    layout: 'intro-math',
    module: 'classes/PrivateClassPage.tsx',
  },
  privateClassPrice: {
    path: '/intro/privateClass/price',
    layout: 'intro-math',
    module: 'fees/PrivateClassPricePage.tsx',
  },
  contact: { path: '/intro/contact', layout: 'intro', module: 'contact/ContactPage.tsx' },
  faq: { path: '/intro/help/faq', layout: 'intro', module: 'faq/FaqPage.tsx' },
} as const;

export type IntroPageName = keyof typeof INTRO_PAGES;
export type IntroLayoutName = (typeof INTRO_PAGES)[IntroPageName]['layout'];

export const INTRO_PAGE_NAMES = Object.keys(INTRO_PAGES) as IntroPageName[];

export function isIntroPageName(name: unknown): name is IntroPageName {
  return typeof name === 'string' && Object.hasOwn(INTRO_PAGES, name);
}

/** The layout of the public site and the page modules, under src/areas/intro. */
export const INTRO_LAYOUT_MODULE = 'site/IntroLayout.tsx';

/** The route handle of a public page. */
export interface IntroPageHandle {
  introPage: IntroPageName;
}

export function introPageOf(handle: unknown): IntroPageName | null {
  if (typeof handle !== 'object' || handle === null || !('introPage' in handle)) return null;
  const page = (handle as { introPage: unknown }).introPage;
  return isIntroPageName(page) ? page : null;
}
