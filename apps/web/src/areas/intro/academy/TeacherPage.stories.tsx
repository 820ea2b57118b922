import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { forgetIntroSetting } from '../site/introSetting.ts';
import { TEACHERS } from './teachers.ts';

const meta = {
  title: 'Screens/Public/Teachers',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The six teacher profiles (screens.md §2.1 "/intro/academy/teacher"): each name a ' +
          'heading, the subject and grades taught, how they teach and their background; an ' +
          'initial in a circle instead of a photograph. The list (teachers.ts) is the one the ' +
          'enquiry form offers.',
      },
    },
  },
  beforeEach: () => {
    forgetIntroSetting();
  },
  render: atPath('/intro/academy/teacher'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10000 };

async function showsSixProfiles(context: StoryContext) {
  const locale = localeOf(context);
  await expect(
    await context.canvas.findByRole(
      'heading',
      { level: 1, name: textOf(locale, 'intro.teacher.title') },
      LOAD,
    ),
  ).toBeVisible();
  const names = within(context.canvas.getByRole('main')).getAllByRole('heading', { level: 2 });
  await expect(names.map((heading) => heading.textContent)).toEqual(
    TEACHERS.map((teacher) => textOf(locale, teacher.nameKey)),
  );
  await expect(new Set(TEACHERS.map((teacher) => teacher.id)).size).toBe(6);
  for (const teacher of TEACHERS) {
    const profile = context.canvas.getByRole('article', { name: textOf(locale, teacher.nameKey) });
    const read = within(profile);
    await expect(read.getByText(textOf(locale, teacher.subjectKey))).toBeVisible();
    await expect(read.getByText(textOf(locale, teacher.gradesKey))).toBeVisible();
    await expect(read.getByText(textOf(locale, teacher.philosophyKey))).toBeVisible();
    await expect(read.getAllByRole('listitem')).toHaveLength(teacher.credentialKeys.length);
    // No photograph: the initial is drawn, and hidden from screen readers.
    await expect(read.queryByRole('img')).toBeNull();
  }
  await expect(
    context.canvas.getByRole('link', { name: textOf(locale, 'intro.teacher.enquire') }),
  ).toHaveAttribute('href', '/intro/contact');
}

/** The six profiles, each with its name as a heading, and the way to the enquiry. */
export const Teachers: Story = { play: showsSixProfiles };

/** On a 390 px phone: one profile a row, nothing scrolls sideways. */
export const TeachersOnPhone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    await showsSixProfiles(context);
    await expectPhoneFits();
  },
};
