import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { InlineAlert } from './InlineAlert.tsx';

const retry = fn();

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  // The titles, messages and actions are the example's (Korean in both runs); the hidden tone
  // names are the kit's.
  tags: ['locale-sweep'],
  args: {
    tone: 'info',
    title: '안내',
    children: '과제 제출 기한은 수업 전날 자정까지입니다.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A message inside the content it is about: a form, a list that failed to load, a dialog. `info`, `success` and `warning` are polite status messages; only `danger` is an alert that interrupts a screen reader. The tone has an icon and a hidden name, so it never rests on colour alone. For the whole page use Banner; for a passing confirmation use a toast.' +
          '\n\n**When to use.** Use it for a message about one part of a page: a form that failed to save, a list that failed to load (with a retry), a warning in a dialog. For the whole service use Banner; for a passing confirmation use a toast (`useToast`); for an error code the user must acknowledge use ErrorModal.' +
          '\n\n**States.** Tones, message only and danger.',
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
}

/** A tone's hidden name in the story's language ("오류" / "Error"). */
const toneOf = (context: Pick<StoryContext, 'globals'>, tone: string) =>
  kitText(localeOf(context), `tone.${tone}`);

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
  async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(`${toneOf(context, 'danger')}: ${t.danger[0]}`);
    await expect(canvas.getAllByRole('status')[2]).toHaveTextContent(
      `${toneOf(context, 'warning')}:`,
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(retry).toHaveBeenCalledTimes(2);
  };

const KO_TONES: TonesTexts = {
  info: ['안내', '과제 제출 기한은 수업 전날 자정까지입니다.'],
  success: ['완료', '모든 학생이 과제를 제출했습니다.'],
  warning: ['주의', '이미 삭제된 과제입니다.'],
  danger: ['불러오지 못했습니다', '목록을 불러오는 중에 문제가 생겼습니다.'],
  retry: '다시 시도',
};

/** Every tone; only danger is role=alert. */
export const Tones: Story = {
  tags: ['brand-sweep'],
  render: tonesRender(KO_TONES),
  play: tonesPlay(KO_TONES),
};

const messageOnlyPlay =
  (text: string): Story['play'] =>
  async (context) => {
    const { canvas, userEvent } = context;
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(`${toneOf(context, 'warning')}: ${text}`);
    await userEvent.click(status);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  };

/** A message without a title. */
export const MessageOnly: Story = {
  args: { title: undefined, tone: 'warning', children: '이미 제출된 과제입니다.' },
  play: messageOnlyPlay('이미 제출된 과제입니다.'),
};

/** A danger alert alone: its tone's name before the title; its action works by click. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: '불러오지 못했습니다',
    children: '목록을 불러오는 중에 문제가 생겼습니다.',
    action: (
      <Button size="sm" variant="secondary" onClick={retry}>
        다시 시도
      </Button>
    ),
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${toneOf(context, 'danger')}: 불러오지 못했습니다`,
    );
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
