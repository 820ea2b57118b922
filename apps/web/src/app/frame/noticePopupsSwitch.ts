/**
 * Whether the frame shows the notice popups (screens.md §4). On in the app; a screen story turns
 * them off unless it is about them (testing/AppStory.tsx), since every signed-in story would
 * otherwise open under the seeded notices.
 */
let shown = true;

export function setNoticePopupsShown(value: boolean): void {
  shown = value;
}

export function noticePopupsShown(): boolean {
  return shown;
}
