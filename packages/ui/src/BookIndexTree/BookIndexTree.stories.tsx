import type { IndexNode } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { BookIndexTree } from './BookIndexTree.tsx';

const contents: IndexNode[] = [
  {
    title: '1. 소인수분해',
    key: '0',
    startPage: 1,
    children: [
      { title: '1-1 소수와 합성수', key: '0-0', startPage: 3 },
      { title: '1-2 최대공약수', key: '0-1', startPage: 9 },
    ],
  },
  { title: '2. 정수와 유리수', key: '1', startPage: 21 },
];

const meta = {
  title: 'Books/BookIndexTree',
  component: BookIndexTree,
  tags: ['locale-sweep'],
  args: { nodes: contents, pageCount: 120, editable: true, onSave: fn(), onSelectPage: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A book’s table of contents (screens.md §4, §5): a read-only tree until the author turns on edit mode; then each entry has a title and a start page, and buttons or Alt + arrow keys to move, indent, outdent, add and delete. Saving removes empty-title leaves and checks each start page.' +
          '\n\n**When to use.** Use it to show a book’s table of contents and, for its author, to edit it. For the hierarchy of groups and users use GroupTree; to choose the pages of a homework use PageRangePicker.' +
          '\n\n**States.** Read only, edit and save, errors, empty, not editable and double click saves once.',
      },
    },
  },
} satisfies Meta<typeof BookIndexTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tree's texts in the story's language (the entries' titles are the example's data). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  return {
    label: k('bookIndex.label'),
    edit: k('bookIndex.edit'),
    save: k('bookIndex.save'),
    add: k('bookIndex.addRoot'),
    pageRef: (page: number) => k('bookIndex.pageRef', { page }),
    titleOf: (level: number, position: number) => k('bookIndex.titleOf', { level, position }),
    startPageOf: (title: string) => k('bookIndex.startPageOf', { title }),
    addChild: (title: string) => k('bookIndex.addChild', { title }),
    addSibling: (title: string) => k('bookIndex.addSibling', { title }),
    moveUp: (title: string) => k('bookIndex.moveUp', { title }),
    moved: (title: string, level: number, position: number, count: number) =>
      k('bookIndex.moved', { title, level, position, count }),
    range: (min: number, max: number) => k('valid.numberRange', { min, max }),
    invalid: k('bookIndex.invalid'),
    empty: k('empty.noBookIndex.title'),
  };
};

/** Read-only: a tree with levels and positions; arrows move, Enter opens the entry's page. */
export const ReadOnly: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('tree', { name: t.label })).toBeVisible();
    await expect(canvas.getByText(t.pageRef(21))).toBeVisible();
    const items = canvas.getAllByRole('treeitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-level', '2');
    await expect(items[1]).toHaveAttribute('aria-setsize', '2');
    await expect(items[2]).toHaveAttribute('aria-posinset', '2');
    // The edit button first, then the tree: one tab stop for the whole tree.
    await userEvent.tab();
    await userEvent.tab();
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectPage).toHaveBeenCalledWith(9);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/**
 * Two presses of Save in one task, before React re-renders (issue 17 item 1): one save. The old
 * guard was a saving flag in state, which read false for both.
 */
export const DoubleClickSavesOnce: Story = {
  args: { onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.edit }));
    const save = canvas.getByRole('button', { name: t.save });
    save.click();
    save.click();
    await waitFor(() => expect(canvas.getByRole('tree', { name: t.label })).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('button', { name: t.save })).toBeNull());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Edit with the keyboard: add an entry, indent it, rename it and save the new tree. */
export const EditAndSave: Story = {
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.click(canvas.getByRole('button', { name: t.edit }));
    await userEvent.click(canvas.getByRole('button', { name: t.addSibling('2. 정수와 유리수') }));
    const title = canvas.getByRole('textbox', { name: t.titleOf(1, 3) });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, '2-1 정수');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(
      canvasElement.querySelector('[data-slot="book-index-announcement"]'),
    ).toHaveTextContent(t.moved('2-1 정수', 2, 1, 1));
    const page = canvas.getByRole('textbox', { name: t.startPageOf('2-1 정수') });
    await userEvent.clear(page);
    await userEvent.type(page, '24');
    // An entry left without a title is removed on save.
    await userEvent.click(canvas.getByRole('button', { name: t.addChild('1-2 최대공약수') }));
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith([
      {
        title: '1. 소인수분해',
        key: '0',
        startPage: 1,
        children: [
          { title: '1-1 소수와 합성수', key: '0-0', startPage: 3 },
          { title: '1-2 최대공약수', key: '0-1', startPage: 9 },
        ],
      },
      {
        title: '2. 정수와 유리수',
        key: '1',
        startPage: 21,
        children: [{ title: '2-1 정수', key: '1-0', startPage: 24 }],
      },
    ]);
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(4);
  },
};

/** A start page below its previous sibling and one above the page count: not saved, each row says why. */
export const Errors: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const texts = {
      edit: t.edit,
      moveUp: t.moveUp('1-2 최대공약수'),
      page: t.startPageOf('2. 정수와 유리수'),
      save: t.save,
      belowSibling: t.range(9, 120),
      overTotal: t.range(1, 120),
      alert: t.invalid,
    };
    await userEvent.click(canvas.getByRole('button', { name: texts.edit }));
    await userEvent.click(canvas.getByRole('button', { name: texts.moveUp }));
    const page = canvas.getByRole('textbox', { name: texts.page });
    await userEvent.clear(page);
    await userEvent.type(page, '130');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(canvas.getByText(texts.alert)).toBeVisible();
    await expect(canvas.getByText(texts.belowSibling)).toBeVisible();
    await expect(canvas.getByText(texts.overTotal)).toBeVisible();
    await expect(page).toHaveValue('130');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No index yet: the empty state, then a first entry. */
export const Empty: Story = {
  args: { nodes: [] },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const texts = {
      title: t.empty,
      edit: t.edit,
      add: t.add,
      entry: t.titleOf(1, 1),
      save: t.save,
    };
    await expect(canvas.getByText(texts.title)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.edit }));
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    await userEvent.type(canvas.getByRole('textbox', { name: texts.entry }), 'Intro');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([{ title: 'Intro', key: '0', startPage: 1 }]),
    );
  },
};

/** Someone else's book: no edit button. */
export const NotEditable: Story = {
  args: { editable: false },
  play: async (context) => {
    const { canvas } = context;
    await expect(
      canvas.queryByRole('button', { name: textsOf(context).edit }),
    ).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(4);
  },
};
