import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, within } from 'storybook/test';
import { useBrand } from '../theme/index.ts';
import { type MountOptions, mountWidget } from './mountWidget.tsx';

/** A plain element, as the whiteboard client's page has, with a widget mounted into it. */
function PlainPage({
  onChange,
  options,
}: {
  onChange: (range: { start: number | null; end: number | null }) => void;
  options: MountOptions;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chosen = useRef<HTMLOutputElement>(null);
  const mounted = useRef<ReturnType<typeof mountWidget<'PageRangePicker'>>>(null);
  // Without a brand of its own, the one of the story (the toolbar's, or the docs' gallery's).
  const storyBrand = useBrand();
  useEffect(() => {
    if (!host.current) return;
    const widget = mountWidget(
      host.current,
      'PageRangePicker',
      {
        pageCount: 30,
        value: { start: null, end: null },
        loadPages: async () => ({}),
        onChange: (range) => {
          onChange(range);
          if (chosen.current) chosen.current.textContent = `${range.start}-${range.end}`;
        },
      },
      { brand: storyBrand, ...options },
    );
    mounted.current = widget;
    // Unmounted after the effect's turn: React is still rendering when a story leaves.
    return () => queueMicrotask(() => widget.unmount());
  }, [onChange, options, storyBrand]);
  return (
    <div>
      <div ref={host} data-testid="host" />
      <p>
        Chosen: <output ref={chosen}>-</output>
      </p>
      {/* What a page does with the handle: other props, or a value of its own. */}
      <button type="button" onClick={() => mounted.current?.update({ pageCount: 40 })}>
        40 pages
      </button>
      <button
        type="button"
        onClick={() => mounted.current?.update({ value: { start: null, end: null } })}
      >
        Clear the range
      </button>
    </div>
  );
}

const meta = {
  title: 'Embedding/mountWidget',
  component: PlainPage,
  args: { onChange: fn(), options: { locale: 'ko' } },
  parameters: {
    docs: {
      description: {
        component:
          '`mountWidget(element, widget, props, { locale, brand })` from `@platform/ui/WidgetMount` mounts PageRangePicker, UserPicker, BookIndexTree or FileUploadList into an element of a plain page, with the stylesheet and the locale and brand providers, and keeps the widget’s value itself: the page only listens to the callback.' +
          '\n\n**When to use.** In a page without React of its own: the native whiteboard client’s windows, or another team’s page that needs one widget. An app written in React renders the components directly inside `LocaleProvider` and `BrandProvider` (see Getting started).' +
          '\n\n**States.** A page range picker mounted in Korean in the campus brand, picked by the user and reported to the page; the same in English.',
      },
    },
  },
} satisfies Meta<typeof PlainPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The widget speaks the language and wears the brand it was mounted with; a pick reaches the page;
 * `update` with other props keeps the pick, with a value replaces it (defect
 * `mountedWidgetLostItsValueOnUpdate`, found in review before it shipped).
 */
export const PickedRangeReachesThePage: Story = {
  args: { options: { locale: 'ko', brand: 'campus' } },
  play: async ({ canvasElement, args, userEvent }) => {
    const host = within(canvasElement.querySelector('[data-testid="host"]') as HTMLElement);
    await expect(await host.findByRole('textbox', { name: '시작 페이지' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="host"] [data-brand]')).toHaveAttribute(
      'data-brand',
      'campus',
    );
    await userEvent.click(host.getByRole('gridcell', { name: '5쪽' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: 5, end: 14 });
    await expect(canvasElement.querySelector('output')).toHaveTextContent('5-14');
    await expect(host.getByText('5쪽부터 14쪽까지, 10쪽')).toBeVisible();

    // Other props from the page keep the user's range; a value from the page replaces it.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '40 pages' }));
    await expect(await host.findByText('전체 40쪽')).toBeVisible();
    await expect(host.getByText('5쪽부터 14쪽까지, 10쪽')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear the range' }));
    await expect(host.getByRole('textbox', { name: '시작 페이지' })).toHaveValue('');
    await expect(host.queryByText('5쪽부터 14쪽까지, 10쪽')).toBeNull();
  },
};

/** Mounted with `locale: 'en'`, whatever the page's language. */
export const InEnglish: Story = {
  args: { options: { locale: 'en', brand: 'default' } },
  play: async ({ canvasElement }) => {
    const host = within(canvasElement.querySelector('[data-testid="host"]') as HTMLElement);
    await expect(await host.findByRole('textbox', { name: 'Start page' })).toBeVisible();
  },
};
