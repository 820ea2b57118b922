import {
  defaultEndPage,
  isValidPageRange,
  NOTE_ADD_TYPE,
  type RoomBook,
  WHITEBOARD_COMMAND,
} from '@platform/contract';
import {
  Button,
  Dialog,
  EmptyState,
  InlineAlert,
  type PageRange,
  PageRangePicker,
  Select,
  Spinner,
  useSubmitGuard,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { fetchPageImages, useBookDetail } from '../books/bookQueries.ts';
import { usePageThumbnails } from '../books/usePageThumbnails.ts';
import { refreshRooms, runningMeetIdx, useRoomBooks, useRoomDetail } from '../rooms/roomQueries.ts';
import { MissingRoom } from './MissingRoom.tsx';
import { useWhiteboard } from './useWhiteboard.ts';
import { useWhiteboardData } from './useWhiteboardData.ts';
import styles from './WhiteboardPage.module.css';
import { WhiteboardPageFrame } from './WhiteboardPageFrame.tsx';

// The index tree is the page's heavy part (its tree library); the rest shows while it loads.
const BookIndexTree = lazy(() =>
  import('@platform/ui/BookIndexTree').then((module) => ({ default: module.BookIndexTree })),
);

/**
 * /wb/roomBook (screens.md §10 "dropdown, last-read range, index tree, page-range modal"): the
 * room's books, the one chosen with its last-read range and its contents; choosing pages asks the
 * whiteboard to load them (load note, add type 1, with each page's image address) and, once it
 * took them, saves them as the book's last-read range (roomBook MOD). A page picked in the
 * contents opens the dialog from that page.
 */
export function Component() {
  const { roomCode } = useWhiteboardData();
  return (
    <WhiteboardPageFrame page="roomBook">
      {roomCode ? <RoomBooks roomCode={roomCode} /> : <MissingRoom />}
    </WhiteboardPageFrame>
  );
}

const bookNameOf = (book: RoomBook) => book.book?.bookName ?? String(book.bookIdx ?? '');

function RoomBooks({ roomCode }: { roomCode: string }) {
  const t = useT();
  const books = useRoomBooks(roomCode, true);
  const [chosenIdx, setChosenIdx] = useState<number | null>(null);

  if (books.isPending) return <Spinner label={t('app.loading')} showLabel />;
  if (books.isError) {
    return <InlineAlert tone="danger">{apiErrorMessage(books.error, t)}</InlineAlert>;
  }
  const list = books.data.filter((book) => book.bookIdx != null);
  if (list.length === 0) return <EmptyState title={t('wb.roomBook.empty')} />;
  const chosen = list.find((book) => book.bookIdx === chosenIdx) ?? list[0];
  if (!chosen) return null;

  return (
    <section className={styles.section}>
      <Select
        label={t('wb.roomBook.book')}
        value={String(chosen.bookIdx)}
        onChange={(event) => setChosenIdx(Number(event.target.value))}
        options={list.map((book) => ({ value: String(book.bookIdx), label: bookNameOf(book) }))}
      />
      <ChosenBook key={chosen.bookIdx} roomCode={roomCode} roomBook={chosen} />
    </section>
  );
}

function ChosenBook({ roomCode, roomBook }: { roomCode: string; roomBook: RoomBook }) {
  const t = useT();
  const bookIdx = roomBook.bookIdx ?? 0;
  const detail = useBookDetail(bookIdx);
  const [dialogFrom, setDialogFrom] = useState<number | null>(null);
  const name = bookNameOf(roomBook);
  const pageCount = detail.data?.book.pageCount ?? roomBook.book?.pageCount ?? 0;
  const { lastReadStart: start, lastReadEnd: end } = roomBook;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted} data-slot="whiteboard-last-read">
          {start != null && end != null
            ? t('wb.roomBook.lastRead', { start, end })
            : t('wb.roomBook.notRead')}
        </p>
        <Button onClick={() => setDialogFrom(start ?? 1)} disabled={pageCount < 1}>
          {t('wb.roomBook.choosePages')}
        </Button>
      </div>
      <section className={styles.section} aria-labelledby="wb-room-book-index">
        <h2 id="wb-room-book-index" className={styles.subtitle}>
          {name}
        </h2>
        {detail.isPending ? (
          <Spinner label={t('app.loading')} showLabel />
        ) : detail.isError ? (
          <InlineAlert tone="danger">{apiErrorMessage(detail.error, t)}</InlineAlert>
        ) : detail.data.index.length === 0 ? (
          <EmptyState title={t('wb.roomBook.noIndex')} />
        ) : (
          <div className={styles.tree}>
            <Suspense fallback={<Spinner label={t('app.loading')} showLabel />}>
              <BookIndexTree
                nodes={detail.data.index}
                pageCount={pageCount}
                onSelectPage={(page) => setDialogFrom(page)}
              />
            </Suspense>
          </div>
        )}
      </section>
      {dialogFrom !== null && (
        <PagesDialog
          roomCode={roomCode}
          bookIdx={bookIdx}
          name={name}
          pageCount={pageCount}
          from={dialogFrom}
          onClose={() => setDialogFrom(null)}
        />
      )}
    </>
  );
}

/** The pages of a range, each with its image address, 100 at a time (screens.md §7). */
async function pageUrlsOf(bookIdx: number, start: number, end: number): Promise<string[]> {
  const urls: string[] = [];
  for (let from = start; from <= end; from += 100) {
    const pages = await fetchPageImages(bookIdx, from, end);
    urls.push(...pages.map((page) => page.imgUrl));
  }
  return urls;
}

function PagesDialog({
  roomCode,
  bookIdx,
  name,
  pageCount,
  from,
  onClose,
}: {
  roomCode: string;
  bookIdx: number;
  name: string;
  pageCount: number;
  from: number;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const room = useRoomDetail(roomCode);
  const { send } = useWhiteboard();
  const guard = useSubmitGuard();
  const loadPages = usePageThumbnails(bookIdx);
  const first = Math.min(Math.max(from, 1), pageCount);
  const [range, setRange] = useState<PageRange>({
    start: first,
    end: defaultEndPage(first, pageCount),
  });
  const [showRequired, setShowRequired] = useState(false);

  const open = () => {
    const { start, end } = range;
    if (start === null || end === null || !isValidPageRange({ start, end, total: pageCount })) {
      setShowRequired(true);
      return;
    }
    guard.run(async () => {
      try {
        const bookPageUrl = await pageUrlsOf(bookIdx, start, end);
        const taken = await send(
          {
            command: WHITEBOARD_COMMAND.LOAD_NOTE,
            addType: NOTE_ADD_TYPE.BOOK_PAGES,
            companyIdx: signedIn?.user.companyIdx ?? 0,
            meetIdx: room.data ? runningMeetIdx(room.data) || null : null,
            bookIdx,
            pageStart: start,
            pageEnd: end,
            bookPageUrl,
          },
          t('wb.roomBook.sent', { start, end }),
        );
        if (!taken) return;
        await api.call('roomBook.MOD', {
          roomBook: { roomCode, bookIdx, lastReadStart: start, lastReadEnd: end },
        });
        onClose();
        await refreshRooms(queryClient);
      } catch (error) {
        toast.error(apiErrorMessage(error, t));
      }
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !guard.pending && onClose()}
      title={t('wb.roomBook.dialogTitle', { name })}
      footer={
        <Button onClick={open} loading={guard.pending}>
          {t('wb.roomBook.open')}
        </Button>
      }
    >
      <PageRangePicker
        pageCount={pageCount}
        value={range}
        onChange={setRange}
        loadPages={loadPages}
        showRequired={showRequired}
      />
    </Dialog>
  );
}
