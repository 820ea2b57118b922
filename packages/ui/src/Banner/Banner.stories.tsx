import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { Banner, DisasterModeBanner } from './Banner.tsx';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  // The notices and the action are the example's (Korean in both runs); the tone words, the
  // disaster text and the dismiss button are the kit's.
  tags: ['locale-sweep'],
  args: {
    tone: 'info',
    children: '오늘 밤 11시부터 30분 동안 서비스 점검이 있습니다.',
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A page-wide message above the content, about the whole service: disaster (emergency) mode (screens.md §2.5 "Disaster mode shows a banner"; `DisasterModeBanner` carries its text), maintenance. A polite status message. Leave out `onDismiss` for a banner that must stay. For a message about one part of a page use InlineAlert.' +
          '\n\n**When to use.** Use it for a notice about the whole service above the page content, such as disaster mode or maintenance. For a message about one form, list or dialog use InlineAlert; for a short confirmation after an action use a toast (`useToast`); for something the user must acknowledge use AlertDialog.' +
          '\n\n**States.** Disaster mode, dismissible and tones.',
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tone's word, as the banner says it before its message ("주의: ..." / "Warning: ..."). */
const toneOf = (context: Pick<StoryContext, 'globals'>, tone: string) =>
  kitText(localeOf(context), `tone.${tone}`);

/** Disaster mode: the warning banner of screens.md §2.5; it cannot be dismissed. */
export const DisasterMode: Story = {
  tags: ['brand-sweep'],
  render: () => <DisasterModeBanner />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(
      `${toneOf(context, 'warning')}: ${kitText(localeOf(context), 'banner.disasterMode')}`,
    );
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** A dismissible notice with an action; keyboard and mouse both reach both buttons. */
export const Dismissible: Story = {
  args: {
    onDismiss: fn(),
    action: (
      <Button size="sm" variant="secondary">
        자세히
      </Button>
    ),
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const dismiss = kitText(localeOf(context), 'banner.dismiss');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${toneOf(context, 'info')}: 오늘 밤 11시부터`,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '자세히' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: dismiss })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

const TONES = ['info', 'success', 'warning', 'danger'] as const;
type ToneTexts = Record<(typeof TONES)[number], string>;

const tonesRender = (texts: ToneTexts) => () => (
  <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
    {TONES.map((tone) => (
      <Banner key={tone} tone={tone}>
        {texts[tone]}
      </Banner>
    ))}
  </div>
);

/** Each banner says its tone's word, then its text. */
const tonesPlay =
  (texts: ToneTexts): Story['play'] =>
  async (context) => {
    const { canvas } = context;
    const banners = canvas.getAllByRole('status');
    await expect(banners.map((banner) => banner.dataset.tone)).toEqual([
      'info',
      'success',
      'warning',
      'danger',
    ]);
    for (const [i, tone] of TONES.entries()) {
      await expect(banners[i]).toHaveTextContent(`${toneOf(context, tone)}: ${texts[tone]}`);
    }
  };

const KO_TONES = {
  info: '안내 배너',
  success: '완료 배너',
  warning: '주의 배너',
  danger: '오류 배너',
};

export const Tones: Story = {
  render: tonesRender(KO_TONES),
  play: tonesPlay(KO_TONES),
};
