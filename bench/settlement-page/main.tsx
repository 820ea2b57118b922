// The benchmark page: the real settlement table (FeeTable with the screen's useFeeEdits) over a
// generated month of fee rows, in a production build, with a harness that times each operation
// inside the page (no round trip to Node in the figures).
// The app's text keys (its augmentation of the kit's TextKeyRegistry) for the app's table.
/// <reference path="../../apps/web/src/app/webTexts.ts" />
import '@platform/ui/styles.css';
import type { FeeRow } from '@platform/contract';
import { LocaleProvider } from '@platform/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { FeeTable } from '../../apps/web/src/areas/settlement/FeeTable.tsx';
import { useFeeEdits } from '../../apps/web/src/areas/settlement/useFeeEdits.ts';
import { nextFrame, nextPaint, type Timing, timed } from '../pageTiming.ts';

const host = document.getElementById('app') as HTMLElement;
let root: Root | null = null;
let rows: FeeRow[] = [];

const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '시우',
  '지호',
  '예린',
  '수아',
  '주원',
  '지안',
  '하준',
  '서윤',
];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A month of one teacher: `students` students, each in `classesEach` classes of an hour, on the
 * days of November, each stay split in two now and then. Amounts are the unit price, some typed.
 */
function monthOfFees(students: number, classesEach: number): FeeRow[] {
  const out: FeeRow[] = [];
  for (let s = 0; s < students; s += 1) {
    const userName = `${FAMILY[s % FAMILY.length]}${GIVEN[Math.floor(s / FAMILY.length) % GIVEN.length]}${s >= 120 ? s : ''}`;
    const price = 20000 + (s % 5) * 5000;
    for (let c = 0; c < classesEach; c += 1) {
      const day = `2026-11-${pad(1 + (c % 30))}`;
      const hour = 14 + (c % 6);
      const at = (h: number, m: number) => `${day} ${pad(h)}:${pad(m)}:00`;
      const split = (s + c) % 4 === 0;
      out.push({
        meetIdx: 100000 + c * 1000 + Math.floor(s / 8),
        meetTitle: `${1 + (c % 3)}학년 ${1 + Math.floor(s / 8)}반 수학 ${c + 1}회`,
        openDatetime: at(hour, 0),
        startDatetime: at(hour, 0),
        endDatetime: at(hour + 1, 0),
        price: { price },
        logMeetUser: {
          userIdx: 5000 + s,
          userId: `st${String(s).padStart(4, '0')}`,
          userName,
          amount: (s + c) % 7 === 0 ? price - 5000 : price,
          totalJoinTimeSec: split ? 50 * 60 : 58 * 60,
          logMeetUserJoinList: split
            ? [
                { joinDatetime: at(hour, 2), quitDatetime: at(hour, 30) },
                { joinDatetime: at(hour, 38), quitDatetime: at(hour + 1, 0) },
              ]
            : [{ joinDatetime: at(hour, 2), quitDatetime: at(hour + 1, 0) }],
        },
      });
    }
  }
  return out;
}

/**
 * How the table is drawn: `windowed` as the screen draws a long month (the students near the
 * screen only); `every row` with every row in the table; `every row, every group drawn again` as
 * the screen did before issue 21 item 9, when each keystroke drew every student's rows again (a
 * new `onType` at every render defeats the groups' memo).
 */
/** Nothing opens on the benchmark page; one function, as the screen's state setter is one. */
const openNothing = () => undefined;

export type Variant = 'windowed' | 'every row' | 'every row, every group drawn again';

function App({ variant }: { variant: Variant }) {
  const unmemoized = variant === 'every row, every group drawn again';
  const { groups, totals, edits, type } = useFeeEdits(rows);
  return (
    <LocaleProvider locale="ko">
      <main style={{ padding: 16 }}>
        <FeeTable
          groups={groups}
          totals={totals}
          manage
          monthName="2026년 11월"
          edits={edits}
          onType={unmemoized ? (row, text) => type(row, text) : type}
          onOpen={openNothing}
          rowsInViewFrom={variant === 'windowed' ? undefined : Number.POSITIVE_INFINITY}
        />
      </main>
    </LocaleProvider>
  );
}

const amounts = () => host.querySelectorAll<HTMLInputElement>('input[inputmode="numeric"]');
const totalText = () => host.querySelector('tfoot td')?.textContent ?? '';
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

const bench = {
  setup(students: number, classesEach: number) {
    const start = performance.now();
    rows = monthOfFees(students, classesEach);
    return { rows: rows.length, students, generate: performance.now() - start };
  },

  /** A fresh root: `render` inside `flushSync`, until the first student's amounts are there. */
  async firstRender(variant: Variant): Promise<Timing> {
    root?.unmount();
    root = createRoot(host);
    window.scrollTo(0, 0);
    await nextPaint();
    return timed(
      () => flushSync(() => root?.render(<App variant={variant} />)),
      () => amounts().length > 0,
    );
  },

  /** One digit typed at the end of the n-th amount rendered, until the total shows it. */
  keystroke(n: number): Promise<Timing> {
    const shown = amounts();
    const input = shown[n % shown.length] as HTMLInputElement;
    const before = totalText();
    return timed(
      () => {
        valueSetter?.call(input, `${input.value.slice(0, 8)}${n % 10}`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      () => totalText() !== before,
    );
  },

  /**
   * Scrolls the page as a finger does, `step` px a frame from the top for `frames` frames, and
   * takes the time between frames (16.7 ms at 60 Hz).
   */
  async wheel(frames: number, step: number) {
    window.scrollTo(0, 0);
    await nextPaint();
    await nextPaint();
    const intervals: number[] = [];
    let last = await nextFrame();
    for (let frame = 0; frame < frames; frame += 1) {
      window.scrollBy(0, step);
      const now = await nextFrame();
      intervals.push(now - last);
      last = now;
    }
    return {
      intervals,
      scrolledPx: window.scrollY,
      pageWidth: document.documentElement.scrollWidth,
      mostAmounts: amounts().length,
    };
  },
};

Object.assign(window, { bench });
