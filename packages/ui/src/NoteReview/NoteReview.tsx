import {
  codeLabelTexts,
  NOTE_STATUS,
  type NoteAgenda,
  type NoteViewer,
  noteStatusLabelKey,
  type SolutionResult,
} from '@platform/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { notesTexts } from '../i18n/texts/notes.ts';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import {
  NoteMarkingCard,
  type NoteMarkingCardProps,
  type NotePageImage,
} from '../NoteMarkingCard/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { noteStatusTone, StatusChip } from '../StatusChip/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { NOTE_COLUMN_OPTIONS, useColumnCount } from './columnCount.ts';
import styles from './NoteReview.module.css';
import {
  agendaRowIndexes,
  buildRows,
  countSolutions,
  type NotePageRef,
  pageRefKey,
  type ReviewRow,
  reviewActions,
  reviewPermissions,
} from './reviewModel.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(codeLabelTexts);
registerTexts(notesTexts);

export interface NoteReviewProps {
  /** The note shown. Everything that belongs to one note (the correction session, the comment
   * being written, the scroll position) is kept per noteIdx and never carried to the next. */
  noteIdx: number;
  /** The heading of the review, e.g. the note title or the student's name. */
  title: ReactNode;
  /** noteStatus (foundation.md §9: 2 submit, 3 verified, 4 inspection, 5 completed). */
  status: number;
  /** Whose labels and actions (foundation.md §4). */
  viewer: NoteViewer;
  /** The note page JSON's agendas, with the marks as the app holds them now; undefined while
   * loading. */
  agendas: readonly NoteAgenda[] | undefined;
  /** The teacher's feedback of a completed note (confirmComment). */
  confirmComment?: string;
  /** The image of a page. Called only for the pages in view (and a line or two around them). */
  getPageImage: (ref: NotePageRef) => NotePageImage;
  /** The pages now in view changed: the app may fetch their images now, and only theirs. */
  onPagesInView?: (refs: NotePageRef[]) => void;
  onMark?: (ref: NotePageRef, solutionNo: number, result: SolutionResult) => void;
  onCheck?: (ref: NotePageRef, checked: boolean) => void;
  /** Start correction: the app moves the note to inspection (`MOD_STATUS` 4). */
  onStartCorrection?: () => void;
  /** Complete with a feedback comment (`MOD_STATUS` 5). A returned promise keeps the dialog open
   * and busy until it settles; a rejection keeps the comment for another try. */
  onComplete?: (comment: string) => unknown;
  /** The column count (1-4). Leave it out and the widget remembers it in local storage itself
   * (`LOCAL_SETTING_KEY.COLUMN_COUNT`); pass it and `onColumnsChange` to store it in the app. */
  columns?: number;
  onColumnsChange?: (columns: number) => void;
  /** Block size of the scroll area (any CSS length); the viewport-height token by default. */
  maxHeight?: string;
  /** More actions of the app beside the review's own (export, wrong-answer rewriting). */
  actions?: ReactNode;
}

/** Lines rendered beyond the visible ones: enough to scroll smoothly, few enough images. */
const OVERSCAN_LINES = 1;
/** The first guess of an agenda heading line, before it is measured. */
const ESTIMATED_HEADING_PX = 48;
/** Card chrome above and below the page image, for the first guess of a line. */
const ESTIMATED_CARD_CHROME_PX = 96;
/** The width of the scroll area before it is observed. */
const ESTIMATED_SCROLL_WIDTH_PX = 800;
const A4_HEIGHT_PER_WIDTH = 297 / 210;

/**
 * A teacher's review of a student's note, and the student's view of it (screens.md §4 note
 * status, §6, §10 Notes): the status bar with the role's label, the counts of questions, wrong
 * and solved, start/continue and complete with feedback, the validation mode, agenda navigation
 * and the grid of page cards in 1-4 columns. The grid is virtualized by lines of N cards, and a
 * card (and so its image) exists only while its line is in view, so a note of hundreds of pages
 * opens at once.
 */
export function NoteReview(props: NoteReviewProps) {
  const [columns, setColumns] = useColumnCount(props.columns, props.onColumnsChange);
  // A view preference, like the columns: kept when the teacher moves to the next student.
  const [validationMode, setValidationMode] = useState(false);
  return (
    <ReviewBody
      // Everything below belongs to one note; a new note starts from nothing.
      key={props.noteIdx}
      {...props}
      columnCount={columns}
      onColumnCountChange={setColumns}
      validationMode={validationMode}
      onValidationModeChange={setValidationMode}
    />
  );
}

interface ReviewBodyProps extends NoteReviewProps {
  columnCount: number;
  onColumnCountChange: (columns: number) => void;
  validationMode: boolean;
  onValidationModeChange: (on: boolean) => void;
}

function ReviewBody({
  title,
  status,
  viewer,
  agendas,
  confirmComment,
  getPageImage,
  onPagesInView,
  onMark,
  onCheck,
  onStartCorrection,
  onComplete,
  maxHeight,
  actions,
  columnCount,
  onColumnCountChange,
  validationMode,
  onValidationModeChange,
}: ReviewBodyProps) {
  const t = useT();
  const titleId = useId();
  const [correcting, setCorrecting] = useState(false);
  const [completeOpen, setCompleteOpen] = useState(false);
  const [comment, setComment] = useState('');
  // One completion however fast the confirm is pressed twice (the kit's submit guard).
  const { pending: completing, run: guarded } = useSubmitGuard();

  const completed = status === NOTE_STATUS.COMPLETED;
  const offered = reviewActions(status, viewer);
  const { canMark, canCheck } = reviewPermissions(status, viewer, correcting);
  const counts = useMemo(() => countSolutions(agendas ?? []), [agendas]);

  const startCorrection = () => {
    if (offered.correction === 'start') onStartCorrection?.();
    setCorrecting(true);
  };

  const complete = () =>
    guarded(async () => {
      try {
        await onComplete?.(comment);
        setCompleteOpen(false);
      } catch {
        // The app shows the error; the dialog stays open with what was typed.
      }
    });

  return (
    <section className={styles.review} data-slot="note-review" aria-labelledby={titleId}>
      <header className={styles.bar} data-slot="note-review-bar">
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <StatusChip
            label={t(noteStatusLabelKey(status, viewer))}
            tone={noteStatusTone(status, viewer)}
            data-slot="note-review-status"
          />
        </div>
        <dl className={styles.counts} data-slot="note-review-counts">
          {(['questions', 'wrong', 'solved'] as const).map((name) => (
            <div key={name} className={styles.count} data-count={name}>
              <dt>{t(`noteReview.count.${name}`)}</dt>
              <dd>{agendas ? counts[name] : '–'}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions} data-slot="note-review-actions">
          {offered.correction && !correcting && (
            <Button onClick={startCorrection}>
              {t(
                offered.correction === 'start'
                  ? 'noteReview.startCorrection'
                  : 'noteReview.continueCorrection',
              )}
            </Button>
          )}
          {correcting && offered.canComplete && (
            <Button onClick={() => setCompleteOpen(true)}>{t('noteReview.complete')}</Button>
          )}
          <Button
            variant="secondary"
            aria-pressed={validationMode}
            onClick={() => onValidationModeChange(!validationMode)}
          >
            {t('noteReview.validationMode')}
          </Button>
          {actions}
        </div>
        <RadioGroup
          className={styles.columns}
          label={t('noteReview.columns')}
          orientation="horizontal"
          options={NOTE_COLUMN_OPTIONS.map((count) => ({
            value: String(count),
            label: t('noteReview.columnCount', { count }),
          }))}
          value={String(columnCount)}
          onValueChange={(value) => onColumnCountChange(Number(value))}
        />
      </header>

      {completed && confirmComment && (
        <section className={styles.feedback} data-slot="note-review-feedback">
          <h3 className={styles.feedbackTitle}>{t('noteReview.feedback')}</h3>
          <p className={styles.feedbackText}>{confirmComment}</p>
        </section>
      )}

      {agendas === undefined ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton variant="block" label={t('noteReview.loading')} />
        </div>
      ) : agendas.every((agenda) => agenda.PLi.length === 0) ? (
        <EmptyState title={t('noteReview.empty')} />
      ) : (
        <PageGrid
          agendas={agendas}
          columns={columnCount}
          viewer={viewer}
          canMark={canMark}
          canCheck={canCheck}
          showAnswers={validationMode}
          maxHeight={maxHeight}
          getPageImage={getPageImage}
          onPagesInView={onPagesInView}
          onMark={onMark}
          onCheck={onCheck}
        />
      )}

      {offered.canComplete && (
        <Dialog
          open={completeOpen}
          onOpenChange={(open) => {
            if (!completing) setCompleteOpen(open);
          }}
          title={t('noteReview.completeTitle')}
          description={t('noteReview.completeDescription')}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary" disabled={completing}>
                  {t('noteReview.cancel')}
                </Button>
              </DialogClose>
              <Button loading={completing} onClick={complete}>
                {t('noteReview.completeConfirm')}
              </Button>
            </>
          }
        >
          <TextArea label={t('noteReview.comment')} value={comment} onValueChange={setComment} />
        </Dialog>
      )}
    </section>
  );
}

interface PageGridProps {
  agendas: readonly NoteAgenda[];
  columns: number;
  viewer: NoteViewer;
  canMark: boolean;
  canCheck: boolean;
  showAnswers: boolean;
  maxHeight: string | undefined;
  getPageImage: (ref: NotePageRef) => NotePageImage;
  onPagesInView: ((refs: NotePageRef[]) => void) | undefined;
  onMark: NoteReviewProps['onMark'];
  onCheck: NoteReviewProps['onCheck'];
}

function PageGrid({
  agendas,
  columns,
  viewer,
  canMark,
  canCheck,
  showAnswers,
  maxHeight,
  getPageImage,
  onPagesInView,
  onMark,
  onCheck,
}: PageGridProps) {
  const t = useT();
  const scrollRef = useRef<HTMLElement>(null);
  const rows = useMemo(() => buildRows(agendas, columns), [agendas, columns]);
  const headingRows = useMemo(() => agendaRowIndexes(rows), [rows]);

  // The grid renders again on every scrolled frame; the cards must not. Their callbacks are
  // stable and read the app's latest ones, so a card renders only when its own page changes.
  const handlers = useRef({ onMark, onCheck });
  handlers.current = { onMark, onCheck };
  const markPage = useCallback<CardAction<'onMark'>>(
    (ref, solutionNo, result) => handlers.current.onMark?.(ref, solutionNo, result),
    [],
  );
  const checkPage = useCallback<CardAction<'onCheck'>>(
    (ref, checked) => handlers.current.onCheck?.(ref, checked),
    [],
  );

  const scrollWidth = useRef(ESTIMATED_SCROLL_WIDTH_PX);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    getItemKey: (index) => rows[index]?.key ?? index,
    // Asked for every line not yet measured, each time a line is: the width comes from the
    // virtualizer's own observation of the scroll area, since reading the element's would force a
    // layout per line, per frame.
    estimateSize: (index) =>
      rows[index]?.kind === 'agenda'
        ? ESTIMATED_HEADING_PX
        : (scrollWidth.current / columns) * A4_HEIGHT_PER_WIDTH + ESTIMATED_CARD_CHROME_PX,
    overscan: OVERSCAN_LINES,
  });
  scrollWidth.current = virtualizer.scrollRect?.width || ESTIMATED_SCROLL_WIDTH_PX;
  const items = virtualizer.getVirtualItems();

  // The agenda in view: the one of the first line showing at the top of the scroll area (the
  // first rendered line may be an overscan line above it).
  const offset = virtualizer.scrollOffset ?? 0;
  const topItem = items.find((item) => item.end > offset + 1) ?? items[0];
  const currentAgenda = rows[topItem?.index ?? 0]?.agendaIndex ?? 0;

  // The pages rendered now, told to the app once per change of the set.
  const inView = items.flatMap((item) => {
    const row = rows[item.index];
    if (row?.kind !== 'pages') return [];
    const agenda = agendas[row.agendaIndex];
    if (!agenda) return [];
    return row.pageIndexes.flatMap((pageIndex) => {
      const page = agenda.PLi[pageIndex];
      return page ? [{ agendaNo: agenda.ANo, pageNo: page.PNo }] : [];
    });
  });
  const inViewKey = inView.map(pageRefKey).join(',');
  const inViewRef = useRef(inView);
  inViewRef.current = inView;
  useEffect(() => {
    if (inViewKey) onPagesInView?.(inViewRef.current);
  }, [inViewKey, onPagesInView]);

  // Agenda navigation moves focus to the agenda's heading once its line is rendered.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const heading = scrollRef.current?.querySelector<HTMLElement>(
      `[data-agenda-heading="${pendingFocus.current}"]`,
    );
    if (heading) {
      heading.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });
  const goToAgenda = (agendaIndex: number) => {
    const rowIndex = headingRows[agendaIndex];
    if (rowIndex === undefined) return;
    pendingFocus.current = agendaIndex;
    virtualizer.scrollToIndex(rowIndex, { align: 'start' });
  };

  const renderRow = (row: ReviewRow) => {
    const agenda = agendas[row.agendaIndex];
    if (!agenda) return null;
    const agendaTitle = agenda.ANm?.trim() || String(agenda.ANo);
    if (row.kind === 'agenda') {
      return (
        <h3 className={styles.agendaHeading} data-agenda-heading={row.agendaIndex} tabIndex={-1}>
          {agendaTitle}
        </h3>
      );
    }
    return (
      <div className={styles.line} data-slot="note-review-line">
        {row.pageIndexes.map((pageIndex) => {
          const page = agenda.PLi[pageIndex];
          if (!page) return null;
          const ref = { agendaNo: agenda.ANo, pageNo: page.PNo };
          return (
            <ReviewCard
              key={pageRefKey(ref)}
              agendaNo={agenda.ANo}
              page={page}
              agendaTitle={agendaTitle}
              image={getPageImage(ref)}
              viewer={viewer}
              readOnly={!canMark || !onMark}
              checkDisabled={!canCheck || !onCheck}
              showAnswers={showAnswers}
              onMark={markPage}
              onCheck={checkPage}
            />
          );
        })}
      </div>
    );
  };

  return (
    <div className={styles.body}>
      {agendas.length > 1 && (
        <nav className={styles.agendas} aria-label={t('noteReview.agendas')}>
          <ul className={styles.agendaList}>
            {agendas.map((agenda, agendaIndex) => (
              <li key={agenda.ANo}>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-current={agendaIndex === currentAgenda ? 'true' : undefined}
                  onClick={() => goToAgenda(agendaIndex)}
                >
                  {t('noteReview.agenda', {
                    title: agenda.ANm?.trim() || String(agenda.ANo),
                    count: agenda.PLi.length,
                  })}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section
        ref={scrollRef}
        className={styles.scroller}
        data-slot="note-review-pages"
        aria-label={t('noteReview.pages')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area is a named region with a Tab stop, so the keyboard can scroll it even where it holds no control (a student's read-only note; axe scrollable-region-focusable)
        tabIndex={0}
        style={
          {
            '--_columns': columns,
            ...(maxHeight ? { blockSize: maxHeight } : {}),
          } as CSSProperties
        }
      >
        <div className={styles.track} style={{ blockSize: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className={styles.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {renderRow(row)}
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}

type CardAction<Name extends 'onMark' | 'onCheck'> = NonNullable<NoteReviewProps[Name]>;

interface ReviewCardProps
  extends Pick<
    NoteMarkingCardProps,
    'agendaTitle' | 'viewer' | 'readOnly' | 'checkDisabled' | 'showAnswers'
  > {
  agendaNo: number;
  page: NoteAgenda['PLi'][number];
  image: NotePageImage;
  onMark: CardAction<'onMark'>;
  onCheck: CardAction<'onCheck'>;
}

/** One page of the grid, rendered again only when what it shows changes (see PageGrid). */
const ReviewCard = memo(function ReviewCard({
  agendaNo,
  page,
  image,
  onMark,
  onCheck,
  ...shown
}: ReviewCardProps) {
  const ref = { agendaNo, pageNo: page.PNo };
  return (
    <NoteMarkingCard
      {...shown}
      page={page}
      image={image}
      headingLevel="h3"
      deferMarks
      onMark={(solutionNo, result) => onMark(ref, solutionNo, result)}
      onCheck={(checked) => onCheck(ref, checked)}
    />
  );
}, sameCard);

/** The app may answer a new but equal image object for a page each time it is asked. */
function sameCard(before: ReviewCardProps, after: ReviewCardProps): boolean {
  for (const key of Object.keys(after) as (keyof ReviewCardProps)[]) {
    if (key === 'image') continue;
    if (!Object.is(before[key], after[key])) return false;
  }
  return sameImage(before.image, after.image);
}

function sameImage(before: NotePageImage, after: NotePageImage): boolean {
  if (before === after) return true;
  if (before.status !== 'ready' || after.status !== 'ready') return before.status === after.status;
  return before.src === after.src && before.width === after.width && before.height === after.height;
}
