import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { localeOf, textOf } from '../../testing/storyTexts.ts';

const meta = {
  title: 'Screens/Public/Intro',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/intro/*` (screens.md §2.1): the public introduction site comes in a later release; ' +
          'its addresses say so and lead home. Bare `/intro` redirects to `/`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: lazy routes are slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

const leadsHome = async (context: StoryContext) => {
  const locale = localeOf(context);
  const { canvas, userEvent } = context;
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: textOf(locale, 'landing.intro.title') },
      LOAD,
    ),
  ).toBeVisible();
  await expect(canvas.getByText(textOf(locale, 'landing.intro.body'))).toBeVisible();
  await userEvent.click(canvas.getByRole('link', { name: textOf(locale, 'landing.intro.home') }));
  await expect(
    await canvas.findByRole('heading', { level: 1, name: textOf(locale, 'landing.title') }, LOAD),
  ).toBeVisible();
};

/** A sub-page of the public site: the honest panel and the way home. */
export const SubPage: Story = {
  tags: ['brand-sweep'],
  render: atPath('/intro/academy/teacher'),
  play: leadsHome,
};

/** Bare /intro goes to the landing page (foundation.md §2). */
export const BareIntro: Story = {
  render: atPath('/intro'),
  play: async (context) => {
    const locale = localeOf(context);
    const search = await context.canvas.findByRole('searchbox', {
      name: textOf(locale, 'landing.search.label'),
    });
    await context.userEvent.click(search);
    await expect(search).toHaveFocus();
  },
};
