import { type BoardPost, formatWireDateTime, maxPeriodEnd } from '@platform/contract';
import { Button, Dialog, RichTextViewer, registerTexts, useT } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AttachmentList } from '../../shared/AttachmentList.tsx';
import styles from './BoardPages.module.css';
import { downloadBoardFile, publishedNoticesQuery } from './boardQueries.ts';
import { hideNotice, loadHiddenNotices } from './hiddenNotices.ts';
import { boardTexts } from './texts.ts';

// The popups' texts come with them (the frame does not carry the boards' catalog).
registerTexts(boardTexts);

export interface NoticePopupsProps {
  /** The signed-in user (withBoardRead_userIdx). */
  userIdx: number;
}

const endOf = (notice: BoardPost, now: Date) =>
  notice.publishEndDatetime ?? formatWireDateTime(maxPeriodEnd(now));

/**
 * The notice popups of the first signed-in screen (screens.md §4 "after the list loads each
 * non-hidden notice shows, first in front. Close removes; 'do not watch again' hides it until its
 * publish end date; expired hidden entries purged on load"): the published notices (LIST_PUBLISH,
 * paging false) less those hidden in this browser, one modal at a time, the first of the list in
 * front and the next behind it. A failed list shows nothing: the notices stay on their screen.
 */
export default function NoticePopups({ userIdx }: NoticePopupsProps) {
  const t = useT();
  // Read once, on load: the expired entries are purged as they are read.
  const [hidden] = useState<ReadonlySet<number>>(
    () => new Set(loadHiddenNotices(new Date()).map((entry) => entry.boardIdx)),
  );
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  // The popups are the list as it first loads: a notice published later in the session (the
  // admin's own, just registered, which refreshes the list) waits for the next sign-in. Once
  // loaded, the query stops, so that a save on the board screens does not fetch it again for them.
  const [onLoad, setOnLoad] = useState<readonly BoardPost[] | null>(null);
  const notices = useQuery({
    ...publishedNoticesQuery(userIdx),
    refetchOnWindowFocus: false,
    enabled: onLoad === null,
  });
  if (onLoad === null && notices.data) setOnLoad(notices.data);
  const shown = (onLoad ?? []).filter(
    (notice) => !hidden.has(notice.boardIdx) && !closed.has(notice.boardIdx),
  );
  const front = shown[0];
  if (!front) return null;

  const close = () => setClosed((current) => new Set(current).add(front.boardIdx));
  // Hidden for later; for now it goes as a closed one does, and the count stays as it began.
  const hide = () => {
    const now = new Date();
    hideNotice({ boardIdx: front.boardIdx, endDatetime: endOf(front, now) }, now);
    close();
  };
  const total = (onLoad ?? []).filter((notice) => !hidden.has(notice.boardIdx)).length;
  const index = total - shown.length + 1;

  return (
    <Dialog
      // A dialog of its own for each notice: focus starts again in the next one.
      key={front.boardIdx}
      open
      onOpenChange={(open) => !open && close()}
      title={front.title}
      description={t('boards.popup.count', { index, count: total })}
      hideCloseButton
      footer={
        <div className={styles.popupFooter}>
          <Button variant="secondary" onClick={hide} data-slot="notice-popup-hide">
            {t('boards.popup.hide')}
          </Button>
          <Button onClick={close} data-slot="notice-popup-close">
            {t('boards.popup.close')}
          </Button>
        </div>
      }
    >
      <div className={styles.popupBody} data-slot="notice-popup">
        <RichTextViewer html={front.content ?? ''} />
        <AttachmentList
          files={front.fileList ?? []}
          headingId={`notice-${front.boardIdx}-files`}
          download={downloadBoardFile}
        />
      </div>
    </Dialog>
  );
}
