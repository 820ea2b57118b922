import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { InlineAlert } from './InlineAlert.tsx';

const retry = fn();

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: {
    tone: 'info',
    title: '안내',
    children: '숙제 제출 기한은 수업 전날 자정까지입니다.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A message inside the content it is about: a form, a list that failed to load, a dialog. `info`, `success` and `warning` are polite status messages; only `danger` is an alert that interrupts a screen reader. The tone has an icon and a hidden name, so it never rests on colour alone. For the whole page use Banner; for a passing confirmation use a toast.',
      },
    },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

interface TonesTexts {
  info: [title: string, message: string];
  success: [title: string, message: string];
  warning: [title: string, message: string];
  danger: [title: string, message: string];
  retry: string;
  /** The hidden tone names the play listens for. */
  dangerPrefix: string;
  warningPrefix: string;
}

const tonesRender =
  (t: TonesTexts): Story['render'] =>
  (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <InlineAlert {...args} tone="info" title={t.info[0]}>
        {t.info[1]}
      </InlineAlert>
      <InlineAlert {...args} tone="success" title={t.success[0]}>
        {t.success[1]}
      </InlineAlert>
      <InlineAlert {...args} tone="warning" title={t.warning[0]}>
        {t.warning[1]}
      </InlineAlert>
      <InlineAlert
        {...args}
        tone="danger"
        title={t.danger[0]}
        action={
          <Button size="sm" variant="secondary" onClick={retry}>
            {t.retry}
          </Button>
        }
      >
        {t.danger[1]}
      </InlineAlert>
    </div>
  );

const tonesPlay =
  (t: TonesTexts): Story['play'] =>
  async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(`${t.dangerPrefix}: ${t.danger[0]}`);
    await expect(canvas.getAllByRole('status')[2]).toHaveTextContent(`${t.warningPrefix}:`);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(retry).toHaveBeenCalledTimes(2);
  };

const KO_TONES: TonesTexts = {
  info: ['안내', '숙제 제출 기한은 수업 전날 자정까지입니다.'],
  success: ['완료', '모든 학생이 숙제를 제출했습니다.'],
  warning: ['주의', '이미 삭제된 숙제입니다.'],
  danger: ['불러오지 못했습니다', '목록을 불러오는 중에 문제가 생겼습니다.'],
  retry: '다시 시도',
  dangerPrefix: '오류',
  warningPrefix: '주의',
};
const EN_TONES: TonesTexts = {
  info: ['Note', 'Homework is due by midnight before the class.'],
  success: ['Done', 'Every student has handed in the homework.'],
  warning: ['Careful', 'This homework has already been deleted.'],
  danger: ['Could not load', 'Something went wrong while loading the list.'],
  retry: 'Try again',
  dangerPrefix: 'Error',
  warningPrefix: 'Warning',
};

/** Every tone; only danger is role=alert. */
export const Tones: Story = {
  tags: ['brand-sweep'],
  render: tonesRender(KO_TONES),
  play: tonesPlay(KO_TONES),
};

export const TonesEnglish: Story = {
  globals: { locale: 'en' },
  render: tonesRender(EN_TONES),
  play: tonesPlay(EN_TONES),
};

const messageOnlyPlay =
  (text: string): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(text);
    await userEvent.click(status);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  };

/** A message without a title. */
export const MessageOnly: Story = {
  args: { title: undefined, tone: 'warning', children: '이미 제출된 숙제입니다.' },
  play: messageOnlyPlay('주의: 이미 제출된 숙제입니다.'),
};

export const MessageOnlyEnglish: Story = {
  globals: { locale: 'en' },
  args: { title: undefined, tone: 'warning', children: 'This homework was already handed in.' },
  play: messageOnlyPlay('Warning: This homework was already handed in.'),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    tone: 'danger',
    title: 'Could not load',
    children: 'Something went wrong while loading the list.',
    action: (
      <Button size="sm" variant="secondary" onClick={retry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Could not load');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
