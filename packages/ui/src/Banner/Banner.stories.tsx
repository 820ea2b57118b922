import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Banner, DisasterModeBanner } from './Banner.tsx';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    tone: 'info',
    children: '오늘 밤 11시부터 30분 동안 서비스 점검이 있습니다.',
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A page-wide message above the content, about the whole service: disaster (emergency) mode (screens.md §2.5 "Disaster mode shows a banner"; `DisasterModeBanner` carries its text), maintenance. A polite status message. Leave out `onDismiss` for a banner that must stay. For a message about one part of a page use InlineAlert.',
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disaster mode: the warning banner of screens.md §2.5; it cannot be dismissed. */
export const DisasterMode: Story = {
  tags: ['brand-sweep'],
  render: () => <DisasterModeBanner />,
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(
      '주의: 재난 모드가 켜져 있습니다. 재난 모드가 끝날 때까지 수업만 이용할 수 있습니다.',
    );
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const DisasterModeEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <DisasterModeBanner />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Warning: Disaster mode is on. Only classes can be used until disaster mode ends.',
    );
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
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('안내: 오늘 밤 11시부터');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '자세히' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '닫기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '닫기' }));
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

const tonesPlay =
  (texts: ToneTexts): Story['play'] =>
  async ({ canvas }) => {
    const banners = canvas.getAllByRole('status');
    await expect(banners.map((banner) => banner.dataset.tone)).toEqual([
      'info',
      'success',
      'warning',
      'danger',
    ]);
    for (const [i, tone] of TONES.entries()) {
      await expect(banners[i]).toHaveTextContent(texts[tone]);
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

/** Each tone's prefix is said in English too ("Warning: ..."). */
export const TonesEnglish: Story = {
  globals: { locale: 'en' },
  render: tonesRender({
    info: 'Info banner',
    success: 'Done banner',
    warning: 'Caution banner',
    danger: 'Failure banner',
  }),
  play: tonesPlay({
    info: 'Information: Info banner',
    success: 'Success: Done banner',
    warning: 'Warning: Caution banner',
    danger: 'Error: Failure banner',
  }),
};

export const DismissibleEnglish: Story = {
  globals: { locale: 'en' },
  args: { children: 'Maintenance tonight from 11 pm for 30 minutes.', onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
