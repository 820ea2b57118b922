import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fireEvent, fn, screen, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { KebabMenu, type KebabMenuItem } from './KebabMenu.tsx';
import KebabMenuList from './KebabMenuList.tsx';

/** Called with the id of the chosen item; cleared at the start of each play. */
const onAction = fn();

const item = (id: string, label: string, extra: Partial<KebabMenuItem> = {}): KebabMenuItem => ({
  id,
  label,
  onSelect: () => onAction(id),
  ...extra,
});

/** The room card's kebab of screens.md §10. */
const roomCardItems = (texts: readonly string[], closeDisabled = false): KebabMenuItem[] => {
  const [qr, link, info, modify, remove, close] = texts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return [
    item('qr', qr),
    item('copyLink', link),
    item('copyInfo', info),
    item('modify', modify),
    item('remove', remove, { tone: 'danger' }),
    item('close', close, { tone: 'danger', disabled: closeDisabled }),
  ];
};

/** The example's items (Korean data in both runs). */
const KO = ['QR 코드', '초대 링크 복사', '초대 정보 복사', '수정', '삭제', '수업 종료'];

const meta = {
  title: 'Actions/KebabMenu',
  component: KebabMenu,
  tags: ['locale-sweep'],
  args: { items: roomCardItems(KO), label: '고급 수학반: 더보기', onOpenChange: fn() },
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The "⋮" menu of a card or a table row, for the secondary actions of one item (the room ' +
          "card's QR code, copy invite link, copy invitation info, modify, remove, close class). " +
          'Name the trigger after its item. Destructive items take the danger tone; unavailable ' +
          'ones stay visible but disabled. Keyboard: arrows, Home/End and typeahead move, Enter or ' +
          'Space choose, Escape closes and returns focus to the trigger. For one or two actions, ' +
          'show buttons instead.' +
          '\n\n**When to use.** Use it for the secondary actions of one card or table row when there are more than two of them, such as the room card’s QR code, copy, modify and remove. For one or two actions show a Button or an IconButton instead, so they are seen without opening a menu.' +
          '\n\n**States.** Room card, keyboard, disabled item, disabled item with reason, default label, disabled trigger, chosen before its animation leaves at once and opened by key before the menu loaded.',
      },
    },
  },
} satisfies Meta<typeof KebabMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithMouse = async (
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (el: Element) => Promise<void> },
  name: string,
) => {
  await userEvent.click(canvas.getByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  // Radix keeps the menu hidden until its popper has measured where to place it.
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
};

const roomCardPlay =
  (t: { label: string; remove: string; copyLink: string }): Story['play'] =>
  async ({ canvas, userEvent }) => {
    onAction.mockClear();
    const trigger = canvas.getByRole('button', { name: t.label });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    const menu = await openWithMouse(canvas, userEvent, t.label);
    await expect(screen.getAllByRole('menuitem')).toHaveLength(6);
    await expect(menu).toHaveAttribute('data-state', 'open');
    await expect(screen.getByRole('menuitem', { name: t.remove })).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: t.copyLink }));
    await expect(onAction).toHaveBeenCalledWith('copyLink');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  };

/** Choosing an item with the mouse runs it, closes the menu and gives focus back. */
export const RoomCard: Story = {
  tags: ['brand-sweep'],
  play: roomCardPlay({ label: '고급 수학반: 더보기', remove: '삭제', copyLink: '초대 링크 복사' }),
};

/** Arrows, Home, End and typeahead move; Escape closes and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    onAction.mockClear();
    const trigger = canvas.getByRole('button', { name: '고급 수학반: 더보기' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: '고급 수학반: 더보기' });
    const focused = () => document.activeElement?.textContent;
    await waitFor(() => expect(focused()).toBe('QR 코드'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe('초대 링크 복사');
    await userEvent.keyboard('{End}');
    await expect(focused()).toBe('수업 종료');
    await userEvent.keyboard('{Home}');
    await expect(focused()).toBe('QR 코드');
    await userEvent.keyboard('{ArrowUp}');
    await expect(focused()).toBe('수업 종료');
    await userEvent.keyboard('삭');
    await waitFor(() => expect(focused()).toBe('삭제'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onAction).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenCalledWith('copyInfo');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Typeahead, then Enter runs the item it reached.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('삭');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('삭제'));
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenLastCalledWith('remove');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A disabled item stays listed, is announced as unavailable and arrows skip it. */
export const DisabledItem: Story = {
  args: { items: roomCardItems(KO, true) },
  play: async ({ canvas, userEvent }) => {
    onAction.mockClear();
    await openWithMouse(canvas, userEvent, '고급 수학반: 더보기');
    const close = screen.getByRole('menuitem', { name: '수업 종료' });
    await expect(close).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(close);
    await expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('QR 코드'));
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveTextContent('삭제');
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('QR 코드');
    await userEvent.keyboard('{Escape}');
    // The page stays inert (aria-hidden) until the menu has closed; axe runs after the play.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A disabled item can say why under its label; the reason is its accessible description. */
export const DisabledItemWithReason: Story = {
  args: {
    items: roomCardItems(KO).map((entry) =>
      entry.id === 'remove'
        ? { ...entry, disabled: true, description: '수업이 열려 있는 동안에는 삭제할 수 없습니다.' }
        : entry,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onAction.mockClear();
    await openWithMouse(canvas, userEvent, '고급 수학반: 더보기');
    const remove = screen.getByRole('menuitem', { name: '삭제' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(
      '수업이 열려 있는 동안에는 삭제할 수 없습니다.',
    );
    await userEvent.click(remove);
    await expect(onAction).not.toHaveBeenCalled();
    // Typeahead still finds the item by its label alone.
    await userEvent.keyboard('수');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('수정'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Without a label the trigger says "more" in the user's language. */
export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('button', { name: kitText(localeOf(context), 'kebabMenu.label') }),
    ).toBeVisible();
  },
};

const disabledTriggerPlay =
  (label: string): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: label });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  };

/** Without the room-registration permission the trigger is disabled (screens.md §6). */
export const DisabledTrigger: Story = {
  args: { disabled: true },
  play: disabledTriggerPlay('고급 수학반: 더보기'),
};

/**
 * Defect menuLingeredAfterClosing: an item chosen before the menu's entry animation had started
 * (a fast hand, a busy phone) left the closed menu in the page until that animation ended, the
 * rest of the page still hidden from assistive technology. The menu now leaves at once.
 */
export const ChosenBeforeItsAnimationLeavesAtOnce: Story = {
  play: async ({ canvas }) => {
    onAction.mockClear();
    const trigger = canvas.getByRole('button', { name: '고급 수학반: 더보기' });
    // Chosen as soon as it is in the page (a mutation observer's microtask, before the next frame
    // starts the menu's entry animation).
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitem', { name: '수정', hidden: true }));
    await expect(onAction).toHaveBeenCalledWith('modify');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(document.querySelector('[role="menu"]')).toBeNull();
    await expect(document.querySelector('[data-aria-hidden]')).toBeNull();
  },
};

/**
 * A key that opens the menu before its chunk has loaded (a slow phone network) reaches the
 * button, not Radix's menu, which is not in the page yet: the menu that then opens still puts the
 * focus on its first item that can be chosen, as a menu opened by keyboard does.
 */
function OpenedByKeyBeforeLoad({ items }: { items: readonly KebabMenuItem[] }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={triggerRef} id="early-trigger" type="button" aria-haspopup="menu">
        고급 수학반: 더보기
      </button>
      <KebabMenuList
        items={items}
        align="end"
        open={open}
        onOpenChange={setOpen}
        triggerRef={triggerRef}
        triggerId="early-trigger"
        contentId="early-menu"
        focusFirstItem
      />
    </>
  );
}

export const OpenedByKeyBeforeTheMenuLoaded: Story = {
  args: { items: roomCardItems(KO).map((entry) => ({ ...entry, disabled: entry.id === 'qr' })) },
  render: (args) => <OpenedByKeyBeforeLoad items={args.items} />,
  play: async ({ userEvent }) => {
    onAction.mockClear();
    await screen.findByRole('menu', { name: '고급 수학반: 더보기' });
    await waitFor(() => expect(document.activeElement).toHaveTextContent('초대 링크 복사'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenCalledWith('copyInfo');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById('early-trigger')).toHaveFocus());
  },
};
