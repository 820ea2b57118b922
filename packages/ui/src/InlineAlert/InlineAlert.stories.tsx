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

/** Every tone; only danger is role=alert. */
export const Tones: Story = {
  tags: ['brand-sweep'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <InlineAlert {...args} tone="info" title="안내">
        숙제 제출 기한은 수업 전날 자정까지입니다.
      </InlineAlert>
      <InlineAlert {...args} tone="success" title="완료">
        모든 학생이 숙제를 제출했습니다.
      </InlineAlert>
      <InlineAlert {...args} tone="warning" title="주의">
        이미 삭제된 숙제입니다.
      </InlineAlert>
      <InlineAlert
        {...args}
        tone="danger"
        title="불러오지 못했습니다"
        action={
          <Button size="sm" variant="secondary" onClick={retry}>
            다시 시도
          </Button>
        }
      >
        목록을 불러오는 중에 문제가 생겼습니다.
      </InlineAlert>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('오류: 불러오지 못했습니다');
    await expect(canvas.getAllByRole('status')[2]).toHaveTextContent('주의:');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(retry).toHaveBeenCalledTimes(2);
  },
};

/** A message without a title. */
export const MessageOnly: Story = {
  args: { title: undefined, tone: 'warning', children: '이미 제출된 숙제입니다.' },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('주의: 이미 제출된 숙제입니다.');
    await userEvent.click(status);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
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
