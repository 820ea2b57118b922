import { codeLabelKey, noteStatusLabelKey } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useT } from '../i18n/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { StatusChip, type StatusChipTone } from './StatusChip.tsx';

/** A screen's choice of tone per note status (foundation.md §9: 0 none ... 5 completed). */
const NOTE_STATUS_TONE: Record<number, StatusChipTone> = {
  0: 'neutral',
  1: 'neutral',
  2: 'info',
  3: 'warning',
  4: 'info',
  5: 'success',
};
/** Account status (foundation.md §9: 1 in use, 2 paused, 3 withdrawn, 11 incomplete). */
const ACCOUNT_STATUS_TONE: Record<number, StatusChipTone> = {
  1: 'success',
  2: 'warning',
  3: 'neutral',
  11: 'danger',
};

function StatusLists() {
  const t = useT();
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {(['teacher', 'student'] as const).map((viewer) => (
        <ul
          key={viewer}
          aria-label={viewer}
          style={{
            display: 'flex',
            gap: 'var(--space-2)',
            flexWrap: 'wrap',
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {[0, 2, 3, 4, 5].map((status) => (
            <li key={status}>
              <StatusChip
                label={t(noteStatusLabelKey(status, viewer))}
                tone={NOTE_STATUS_TONE[status]}
              />
            </li>
          ))}
        </ul>
      ))}
      <ul
        aria-label="account"
        style={{ display: 'flex', gap: 'var(--space-2)', margin: 0, padding: 0, listStyle: 'none' }}
      >
        {[1, 2, 3, 11].map((status) => (
          <li key={status}>
            <StatusChip
              label={t(codeLabelKey('ACCOUNT_STATUS', status))}
              tone={ACCOUNT_STATUS_TONE[status]}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Feedback/StatusChip',
  component: StatusChip,
  tags: ['locale-sweep'],
  args: { label: '사용', tone: 'success' },
  parameters: {
    docs: {
      description: {
        component:
          "A status in a row or a header: a note's marking status (`t(noteStatusLabelKey(status, viewer))`, which differs for teacher and student), an account's status (`t(codeLabelKey('ACCOUNT_STATUS', code))`). The label carries the meaning and the tone only adds colour. Not interactive; for a count use Badge.",
      },
    },
  },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Note statuses as the teacher and the student see them, and account statuses. */
export const ContractLabels: Story = {
  tags: ['brand-sweep'],
  render: () => <StatusLists />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    const teacher = canvas.getByRole('list', { name: 'teacher' });
    const student = canvas.getByRole('list', { name: 'student' });
    await expect(teacher.textContent).not.toBe(student.textContent);
    await expect(teacher).toHaveTextContent(kitText(locale, noteStatusLabelKey(5, 'teacher')));
    await expect(canvas.getByRole('list', { name: 'account' })).toHaveTextContent(
      [1, 2, 3, 11].map((code) => kitText(locale, codeLabelKey('ACCOUNT_STATUS', code))).join(''),
    );
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** A click on the chip does nothing: it is a label, not a control. */
const notInteractive: NonNullable<Story['play']> = async (context) => {
  const { canvas, userEvent } = context;
  const chip = canvas.getByText(kitText(localeOf(context), codeLabelKey('ACCOUNT_STATUS', 1)));
  await expect(chip).toHaveAttribute('data-tone', 'success');
  await userEvent.click(chip);
  await expect(chip).not.toHaveFocus();
};

/** One account status, its label from the catalogue in the story's language. */
export const Single: Story = {
  render: (args, context) => (
    <StatusChip {...args} label={kitText(localeOf(context), codeLabelKey('ACCOUNT_STATUS', 1))} />
  ),
  play: notInteractive,
};
