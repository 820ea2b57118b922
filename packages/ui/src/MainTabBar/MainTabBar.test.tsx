import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/index.ts';
import { MainTabBar } from './MainTabBar.tsx';
import type { MainTabGroup } from './mainTabGroups.ts';

const groups: MainTabGroup[] = ['manage', 'history', 'statistics'].map((id) => ({
  id,
  label: id,
  tabs: [{ id: `${id}-tab`, label: `${id} tab`, href: `/${id}` }],
}));

/** Each group's width: Pretendard's, or the wider fallback font's before Pretendard has come. */
let pretendardArrived = false;
const groupWidth = () => (pretendardArrived ? 120 : 200);

/** A font set whose loading finishes when the test says, with no event of its own. */
function fontSetLoading() {
  let loaded: () => void = () => {};
  const fonts = Object.assign(new EventTarget(), {
    status: 'loading',
    ready: new Promise<void>((resolve) => {
      loaded = resolve;
    }),
  });
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
  return {
    loaded: () => {
      fonts.status = 'loaded';
      loaded();
    },
  };
}

const rowGroups = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-group-id]')].map(
    (element) => element.dataset.groupId,
  );

describe('MainTabBar', () => {
  beforeEach(() => {
    pretendardArrived = false;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const width = this.dataset.groupId
        ? groupWidth()
        : this.dataset.slot === 'main-tab-more'
          ? 60
          : 0;
      return new DOMRect(0, 0, width, 40);
    });
    // The row has 400 px: three groups fit in Pretendard (360), not in the fallback (600).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('tabsMeasuredBeforeFontsLoaded: a font that loads before the bar listens still has the tabs measured again', async () => {
    const fonts = fontSetLoading();
    const { container } = render(
      <LocaleProvider locale="ko">
        <MainTabBar groups={groups} activeTabId="manage-tab" />
      </LocaleProvider>,
    );
    // Measured in the fallback font: the other groups fold into "more".
    expect(rowGroups(container)).toEqual(['manage']);
    // Pretendard arrives with no loadingdone for the bar (it came before the bar subscribed).
    pretendardArrived = true;
    await act(async () => fonts.loaded());
    expect(rowGroups(container)).toEqual(['manage', 'history', 'statistics']);
  });
});
