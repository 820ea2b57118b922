import {
  isSolved,
  type NotePage,
  type NoteSolution,
  type NoteViewer,
  readAnswerRect,
  type SolutionResult,
  solutionMark,
} from '@platform/contract';
import { type CSSProperties, type SyntheticEvent, useDeferredValue, useId, useState } from 'react';
import { Checkbox } from '../Checkbox/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { notesTexts } from '../i18n/texts/notes.ts';
import { MarkIcon } from '../internal/icons/MarkIcon.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  type PercentBox,
  type PixelSize,
  pageAspectRatio,
  scaleRect,
  toggledResult,
} from './geometry.ts';
import styles from './NoteMarkingCard.module.css';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(notesTexts);

/**
 * The image of a note page as the app has it: still coming, not found (`WB-404-102`, whose
 * handling in the note-image context is the empty state), or a URL to show, with its pixel size
 * when the app knows it ahead (the card learns it from the image otherwise).
 */
export type NotePageImage =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; src: string; width?: number; height?: number };

export interface NoteMarkingCardProps {
  /** The page of the note page JSON: PNo, PNm, Chk and its solutions (SolLi). */
  page?: NotePage;
  /** The title of the agenda the page belongs to (ANm). */
  agendaTitle?: string;
  image?: NotePageImage;
  /** The page JSON itself is still loading: the card shows its shape only. */
  loading?: boolean;
  /** Who looks: the label of the page check follows (screens.md §6). */
  viewer?: NoteViewer;
  /** Marks are shown but cannot be changed (a student, or a note not under correction). */
  readOnly?: boolean;
  /** The page check cannot be changed. Without `onCheck` it cannot either. */
  checkDisabled?: boolean;
  /** Validation mode: each mark shows the solution's answer and whether it was solved. */
  showAnswers?: boolean;
  /** A mark was pressed: the solution's new result (0 wrong, 1 correct). The app keeps the state. */
  onMark?: (solutionNo: number, result: SolutionResult) => void;
  /** The page check was toggled. */
  onCheck?: (checked: boolean) => void;
  /** The level of the page title in the document outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Draws the page first and the marks over it in a render of their own, one React may put
   * off to a later frame: for a grid that mounts a line of cards in one scrolled frame. */
  deferMarks?: boolean;
  className?: string;
}

interface PlacedSolution {
  solution: NoteSolution;
  box: PercentBox | undefined;
}

/**
 * One page of a note (screens.md §3 Note page JSON, §10 Notes): the page image with each
 * solution's correct or wrong mark drawn over its answer rectangle, scaled with the image, and
 * the page check. A teacher marks by pointer or keyboard (each mark is a toggle button "Question
 * 3: wrong"); the card only reports presses, the app keeps the marks (optimistically or not).
 */
export function NoteMarkingCard({
  page,
  agendaTitle,
  image = { status: 'loading' },
  loading = false,
  viewer = 'teacher',
  readOnly = false,
  checkDisabled = false,
  showAnswers = false,
  onMark,
  onCheck,
  headingLevel: Heading = 'h3',
  deferMarks = false,
  className,
}: NoteMarkingCardProps) {
  const t = useT();
  const marksDrawn = useDeferredValue(true, !deferMarks);
  const titleId = useId();
  const [learnedSize, setLearnedSize] = useState<{ src: string; size: PixelSize }>();
  const [failedSrc, setFailedSrc] = useState<string>();

  const rootClass = [styles.card, className].filter(Boolean).join(' ');

  if (loading || !page) {
    return (
      <article className={rootClass} data-slot="note-marking-card" aria-busy="true">
        <Skeleton variant="text" lines={1} unlabelled />
        <div className={styles.frame} style={{ aspectRatio: pageAspectRatio(undefined) }}>
          <ImagePlaceholder label={t('noteMarkingCard.loading')} />
        </div>
      </article>
    );
  }

  const pageTitle = page.PNm?.trim() || t('noteMarkingCard.pageTitle', { page: page.PNo });
  const solutions = page.SolLi ?? [];
  const ready = image.status === 'ready' && image.src !== failedSrc ? image : undefined;
  const missing = image.status === 'missing' || (image.status === 'ready' && !ready);
  const givenSize =
    ready?.width && ready.height ? { width: ready.width, height: ready.height } : undefined;
  const size = givenSize ?? (learnedSize?.src === ready?.src ? learnedSize?.size : undefined);
  const checked = page.Chk === 1;

  const placed: PlacedSolution[] = solutions.map((solution) => {
    const rect = readAnswerRect(solution);
    return { solution, box: ready && rect ? scaleRect(rect, size) : undefined };
  });
  // Before the image tells its size the marks wait (they would land anywhere); without an image,
  // or without a rectangle, a solution is listed under the page so it can still be marked.
  const onImage = placed.filter((item) => item.box !== undefined);
  const waitingForSize = ready !== undefined && size === undefined;
  const pending = image.status === 'loading' || waitingForSize;
  const listed = pending ? [] : placed.filter((item) => item.box === undefined);

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (ready && naturalWidth > 0 && naturalHeight > 0 && !givenSize) {
      setLearnedSize({ src: ready.src, size: { width: naturalWidth, height: naturalHeight } });
    }
  };

  const mark = (item: PlacedSolution) => (
    <SolutionMarkView
      key={item.solution.SNo}
      solution={item.solution}
      box={item.box}
      readOnly={readOnly || !onMark}
      showAnswers={showAnswers}
      onMark={onMark}
    />
  );

  return (
    <article
      className={rootClass}
      data-slot="note-marking-card"
      data-checked={checked || undefined}
      aria-labelledby={titleId}
    >
      <header className={styles.header} data-slot="note-marking-card-header">
        <div className={styles.titles}>
          {agendaTitle && (
            <p className={styles.agenda} data-slot="note-marking-card-agenda">
              {agendaTitle}
            </p>
          )}
          <Heading id={titleId} className={styles.title} data-slot="note-marking-card-title">
            {pageTitle}
          </Heading>
        </div>
        <Checkbox
          className={styles.check}
          label={
            <>
              {t(`noteMarkingCard.check.${viewer}`)}
              <VisuallyHidden>{` (${pageTitle})`}</VisuallyHidden>
            </>
          }
          checked={checked}
          disabled={checkDisabled || !onCheck}
          onCheckedChange={(next) => onCheck?.(next === true)}
        />
      </header>

      <div
        className={styles.frame}
        data-slot="note-marking-card-image"
        style={{ aspectRatio: pageAspectRatio(size) }}
      >
        {missing ? (
          <EmptyState
            className={styles.missing}
            title={t('empty.noNoteImage.title')}
            description={t('empty.noNoteImage.description')}
          />
        ) : ready ? (
          <>
            <img
              className={styles.image}
              src={ready.src}
              alt={t('noteMarkingCard.imageAlt', { page: pageTitle })}
              width={givenSize?.width}
              height={givenSize?.height}
              decoding="async"
              onLoad={onImageLoad}
              onError={() => setFailedSrc(ready.src)}
            />
            {waitingForSize && <ImagePlaceholder label={t('noteMarkingCard.imageLoading')} />}
            {marksDrawn && onImage.length > 0 && (
              <ul className={styles.marks} data-slot="note-marking-card-marks">
                {onImage.map(mark)}
              </ul>
            )}
          </>
        ) : (
          <ImagePlaceholder label={t('noteMarkingCard.imageLoading')} />
        )}
      </div>

      {listed.length > 0 && (
        <ul
          className={styles.list}
          data-slot="note-marking-card-list"
          aria-label={t('noteMarkingCard.questions')}
        >
          {listed.map(mark)}
        </ul>
      )}
      {solutions.length === 0 && (
        <p className={styles.none} data-slot="note-marking-card-none">
          {t('noteMarkingCard.noQuestions')}
        </p>
      )}
    </article>
  );
}

interface SolutionMarkViewProps {
  solution: NoteSolution;
  box: PercentBox | undefined;
  readOnly: boolean;
  showAnswers: boolean;
  onMark: ((solutionNo: number, result: SolutionResult) => void) | undefined;
}

function SolutionMarkView({ solution, box, readOnly, showAnswers, onMark }: SolutionMarkViewProps) {
  const t = useT();
  const detailsId = useId();
  const no = solution.SNo;
  const mark = solutionMark(solution.Res);
  const solved = isSolved(solution.Slvd);
  const answer = solution.Ans === undefined || solution.Ans === null ? '' : String(solution.Ans);
  const position: CSSProperties | undefined = box && {
    left: `${box.left + box.width / 2}%`,
    top: `${box.top + box.height / 2}%`,
    ['--_w' as string]: `${box.width}%`,
    ['--_h' as string]: `${box.height}%`,
  };
  const details = [
    mark === 'unmarked' ? t('noteMarkingCard.mark.unmarked') : undefined,
    answer ? t('noteMarkingCard.answer', { answer }) : undefined,
    t(solved ? 'noteMarkingCard.solved' : 'noteMarkingCard.unsolved'),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <li
      className={styles.markItem}
      data-slot="note-mark"
      data-mark={mark}
      data-placed={box ? true : undefined}
      style={position}
    >
      {readOnly ? (
        <span
          className={styles.mark}
          role="img"
          aria-label={t('noteMarkingCard.markState', {
            no,
            mark: t(`noteMarkingCard.mark.${mark}`),
          })}
          aria-describedby={detailsId}
        >
          <MarkIcon mark={mark} className={styles.glyph} />
        </span>
      ) : (
        <button
          type="button"
          className={styles.mark}
          aria-pressed={mark === 'wrong'}
          aria-label={t('noteMarkingCard.markToggle', { no })}
          aria-describedby={detailsId}
          onClick={() => onMark?.(no, toggledResult(mark))}
        >
          <MarkIcon mark={mark} className={styles.glyph} />
        </button>
      )}
      {/* The number is drawn beside the mark; the mark's name says it already. */}
      <span className={styles.number} data-slot="note-mark-number" aria-hidden="true">
        {no}
      </span>
      {showAnswers ? (
        <span id={detailsId} className={styles.details} data-slot="note-mark-details">
          {details}
        </span>
      ) : (
        <VisuallyHidden id={detailsId}>{details}</VisuallyHidden>
      )}
    </li>
  );
}

/** The shape of the page while it loads; one hidden label says what is coming. */
function ImagePlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.placeholder} data-slot="note-marking-card-placeholder">
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
