import type { IndexNode } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
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
  args: { nodes: contents, pageCount: 120, editable: true, onSave: fn(), onSelectPage: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A book’s table of contents (screens.md §4, §5): a read-only tree until the author turns on edit mode; then each entry has a title and a start page, and buttons or Alt + arrow keys to move, indent, outdent, add and delete. Saving removes empty-title leaves and checks each start page.',
      },
    },
  },
} satisfies Meta<typeof BookIndexTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: a tree with levels and positions; arrows move, Enter opens the entry's page. */
export const ReadOnly: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
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

export const ReadOnlyEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tree', { name: 'Table of contents' })).toBeVisible();
    await expect(canvas.getByText('p. 21')).toBeVisible();
  },
};

/** Edit with the keyboard: add an entry, indent it, rename it and save the new tree. */
export const EditAndSave: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '목차 편집' }));
    await userEvent.click(
      canvas.getByRole('button', { name: '2. 정수와 유리수 다음에 항목 추가' }),
    );
    const title = canvas.getByRole('textbox', { name: '1단계 3번째 항목의 제목' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, '2-1 정수');
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(
      canvasElement.querySelector('[data-slot="book-index-announcement"]'),
    ).toHaveTextContent('2-1 정수: 2단계, 1개 중 1번째');
    const page = canvas.getByRole('textbox', { name: '2-1 정수의 시작 페이지' });
    await userEvent.clear(page);
    await userEvent.type(page, '24');
    // An entry left without a title is removed on save.
    await userEvent.click(
      canvas.getByRole('button', { name: '1-2 최대공약수 아래에 하위 항목 추가' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
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

const errorsPlay =
  (texts: {
    edit: string;
    moveUp: string;
    page: string;
    save: string;
    belowSibling: string;
    overTotal: string;
    alert: string;
  }): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
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
  };

/** A start page below its previous sibling and one above the page count: not saved, each row says why. */
export const Errors: Story = {
  play: errorsPlay({
    edit: '목차 편집',
    moveUp: '1-2 최대공약수 위로 이동',
    page: '2. 정수와 유리수의 시작 페이지',
    save: '저장',
    belowSibling: '9부터 120까지의 숫자를 입력해 주세요.',
    overTotal: '1부터 120까지의 숫자를 입력해 주세요.',
    alert: '아래 표시된 시작 페이지를 확인해 주세요.',
  }),
};

export const ErrorsEnglish: Story = {
  globals: { locale: 'en' },
  play: errorsPlay({
    edit: 'Edit table of contents',
    moveUp: 'Move 1-2 최대공약수 up',
    page: 'Start page of 2. 정수와 유리수',
    save: 'Save',
    belowSibling: 'Enter a number from 9 to 120.',
    overTotal: 'Enter a number from 1 to 120.',
    alert: 'Check the start pages marked below.',
  }),
};

const emptyPlay =
  (texts: {
    title: string;
    edit: string;
    add: string;
    entry: string;
    save: string;
  }): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(texts.title)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.edit }));
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    await userEvent.type(canvas.getByRole('textbox', { name: texts.entry }), 'Intro');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith([{ title: 'Intro', key: '0', startPage: 1 }]),
    );
  };

/** No index yet: the empty state, then a first entry. */
export const Empty: Story = {
  args: { nodes: [] },
  play: emptyPlay({
    title: '교재 목차가 없습니다',
    edit: '목차 편집',
    add: '항목 추가',
    entry: '1단계 1번째 항목의 제목',
    save: '저장',
  }),
};

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  args: { nodes: [] },
  play: emptyPlay({
    title: 'No book index',
    edit: 'Edit table of contents',
    add: 'Add entry',
    entry: 'Title of entry 1 at level 1',
    save: 'Save',
  }),
};

/** Someone else's book: no edit button. */
export const NotEditable: Story = {
  args: { editable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '목차 편집' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('treeitem')).toHaveLength(4);
  },
};
