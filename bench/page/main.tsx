// The benchmark page: the real GroupTree over the 100k stress set, in a production build, with a
// harness that times each operation inside the page (no round trip to Node in the figures).
import '@platform/ui/styles.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { GroupTree } from '../../packages/ui/src/GroupTree/GroupTree.tsx';
import {
  buildTreeIndex,
  filterTreeIndex,
  searchKey,
} from '../../packages/ui/src/GroupTree/treeIndex.ts';
import { LocaleProvider } from '../../packages/ui/src/i18n/index.ts';
import { generateStressData } from '../../packages/ui/src/internal/testing/groupTree.fixture.ts';
import { nextPaint, type Timing, timed, until } from '../pageTiming.ts';

const host = document.getElementById('app') as HTMLElement;
let root: Root | null = null;
let data = generateStressData();

const treeBox = () => host.querySelector('[data-slot="group-tree"]') as HTMLElement;
const rows = () => [...host.querySelectorAll<HTMLElement>('[role="treeitem"]')];

function App() {
  return (
    <LocaleProvider locale="ko">
      <div style={{ width: 720 }}>
        <GroupTree
          groups={data.groups}
          users={data.users}
          height={640}
          filterDebounce={0}
          defaultOpenGroupIdxs={[1]}
        />
      </div>
    </LocaleProvider>
  );
}

function setSearch(text: string) {
  const input = host.querySelector('input[type="search"]') as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  // Enter searches at once: the debounce wait (300 ms by the spec) is not part of the figure.
  input.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
  );
}

const bench = {
  setup(users: number, groups: number) {
    const start = performance.now();
    data = generateStressData({ users, groups });
    const generate = performance.now() - start;
    const indexStart = performance.now();
    const index = buildTreeIndex(data.groups, data.users);
    const indexBuild = performance.now() - indexStart;
    const keysStart = performance.now();
    void [index.userHaystack, index.groupHaystack];
    const searchKeys = performance.now() - keysStart;
    const filterStart = performance.now();
    const hits = filterTreeIndex(index, '김민')?.userHits.length ?? 0;
    const filterScan = performance.now() - filterStart;
    return { generate, indexBuild, searchKeys, filterScan, hits };
  },

  async firstRender(): Promise<Timing> {
    root?.unmount();
    root = createRoot(host);
    await nextPaint();
    const start = performance.now();
    flushSync(() => root?.render(<App />));
    await until(() => rows().length > 0);
    const dom = performance.now() - start;
    await nextPaint();
    return { dom, frame: performance.now() - start };
  },

  filter(text: string): Promise<Timing & { rows: number }> {
    const want = searchKey(text);
    return timed(
      () => setSearch(text),
      () => treeBox().dataset.query === want && (want === '' || rows().length > 0),
    ).then((timing) => ({ ...timing, rows: rows().length }));
  },

  async expandAll(): Promise<Timing> {
    const button = [...host.querySelectorAll('button')].find(
      (b) => b.textContent === '모두 펼치기',
    );
    return timed(
      () => button?.click(),
      () =>
        rows().some((row) => row.dataset.kind === 'user') &&
        !rows().some((row) => row.getAttribute('aria-expanded') === 'false'),
    );
  },

  async collapseAll(): Promise<Timing> {
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === '모두 접기');
    return timed(
      () => button?.click(),
      () => !rows().some((row) => row.getAttribute('aria-expanded') === 'true'),
    );
  },

  /** Clicks the n-th visible user row. */
  async select(n: number): Promise<Timing> {
    const users = rows().filter((row) => row.dataset.kind === 'user');
    const row = users[n % users.length] as HTMLElement;
    return timed(
      () => row.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
      () => row.isConnected && row.getAttribute('aria-selected') === 'true',
    );
  },

  visibleRows: () => rows().length,
};

Object.assign(window, { bench });
