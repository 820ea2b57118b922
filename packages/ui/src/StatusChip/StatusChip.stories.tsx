import { codeLabelKey, noteStatusLabelKey } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useT } from '../i18n/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { StatusChip } from './StatusChip.tsx';
import { accountStatusTone, noteStatusTone } from './statusTones.ts';

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
                tone={noteStatusTone(status, viewer)}
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
              tone={accountStatusTone(status)}
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
          "A status in a row or a header: a note's marking status (`t(noteStatusLabelKey(status, viewer))`, which differs for teacher and student), an account's status (`t(codeLabelKey('ACCOUNT_STATUS', code))`). The label carries the meaning and the tone only adds colour. Not interactive; for a count use Badge." +
          '\n\n**When to use.** Use it to show a record’s status in words in a row or a header, such as a note’s marking status or an account’s status. For a count use Badge; for a message use InlineAlert. The chip is not interactive: a status the user changes needs a control such as Select or Switch.' +
          '\n\n**States.** Contract labels, statuses differ in colour and single.',
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

/**
 * Defect: every status chip was one grey. Each status takes its tone from the shared mapping, so
 * statuses that differ in meaning differ in colour (the tones' contrast is checked by the token
 * build in every brand).
 */
export const StatusesDifferInColour: Story = {
  tags: ['brand-sweep'],
  render: () => <StatusLists />,
  play: async ({ canvas }) => {
    // A tone is the chip's background, text and border together: high contrast keeps white
    // backgrounds and tells tones apart by their text colour.
    const colouringsOf = (name: string) =>
      Array.from(
        canvas.getByRole('list', { name }).querySelectorAll('[data-slot="status-chip"]'),
        (chip) => {
          const style = getComputedStyle(chip);
          return `${style.backgroundColor} ${style.color} ${style.borderColor}`;
        },
      );
    for (const name of ['teacher', 'student', 'account']) {
      await expect(new Set(colouringsOf(name)).size).toBeGreaterThanOrEqual(3);
    }
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
