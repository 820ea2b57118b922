import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { forgetIntroSetting } from './introSetting.ts';

const meta = {
  title: 'Screens/Public/Site frame',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The public site's frame (screens.md §2.1): the header with academy intro, personal " +
          'class, private class, admission info and customer center, a full-screen menu on a ' +
          'phone (focus stays inside, Escape closes it); the footer with the legal links and the ' +
          "academy's company lines, contacts and social links from `INTRO_SETTING`. Bare `/intro` " +
          'goes to `/`.',
      },
    },
  },
  beforeEach: () => {
    forgetIntroSetting();
  },
  render: atPath('/intro/academy'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10000 };

const MENUS = [
  ['intro.menu.academy', '/intro/academy'],
  ['intro.menu.personalClass', '/intro/personalClass'],
  ['intro.menu.privateClass', '/intro/privateClass'],
  ['intro.menu.admission', '/intro/contact'],
  ['intro.menu.customerCenter', '/intro/help/faq'],
] as const;

const pageReady = (context: StoryContext) =>
  context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(localeOf(context), 'intro.academy.title') },
    LOAD,
  );

/** The five menus lead where screens.md §2.1 says; the current one is marked; the footer fills in. */
export const HeaderAndFooter: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    await pageReady(context);
    const nav = context.canvas.getByRole('navigation', {
      name: textOf(locale, 'intro.menu.label'),
    });
    for (const [key, href] of MENUS) {
      await expect(within(nav).getByRole('link', { name: textOf(locale, key) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(
      within(nav).getByRole('link', { name: textOf(locale, 'intro.menu.academy') }),
    ).toHaveAttribute('aria-current', 'page');
    const footer = context.canvas.getByRole('contentinfo');
    await expect(
      await within(footer).findByRole(
        'heading',
        { name: textOf(locale, 'intro.footer.contact') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(
      within(footer).getByRole('link', { name: textOf(locale, 'intro.terms.policy') }),
    ).toHaveAttribute('href', '/terms/policy');
    // Social links open elsewhere, safely.
    for (const link of within(footer)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('target') === '_blank')) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    // The page's title follows the page and the language.
    await waitFor(() => expect(document.title).toBe(textOf(locale, 'intro.meta.academy.title')));
  },
};

/** On a phone the menus are one button away; focus stays in the menu; Escape gives it back. */
export const PhoneMenu: Story = {
  ...PHONE_STORY,
  tags: ['brand-sweep'],
  play: async (context) => {
    const locale = localeOf(context);
    const { userEvent } = context;
    await pageReady(context);
    const open = context.canvas.getByRole('button', { name: textOf(locale, 'intro.menu.open') });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: textOf(locale, 'intro.menu.label') });
    await expect(dialog).toBeVisible();
    await expectPhoneFits();
    const links = within(dialog).getAllByRole('link');
    await expect(links).toHaveLength(MENUS.length);
    // Tab from the last link comes round to the close button, Shift+Tab back to the last link.
    links.at(-1)?.focus();
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: textOf(locale, 'intro.menu.close') }),
    ).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(links.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(open).toHaveFocus();
    // A menu of the overlay goes to its page and closes the menu.
    await userEvent.click(open);
    await userEvent.click(
      within(dialog).getByRole('link', { name: textOf(locale, 'intro.menu.admission') }),
    );
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: textOf(locale, 'intro.contact.title') },
        LOAD,
      ),
    ).toBeVisible();
    await expect(dialog).not.toBeVisible();
  },
};

/** Bare /intro goes to the root (foundation.md §2): the institution search. */
export const BareIntroGoesHome: Story = {
  render: atPath('/intro'),
  play: async (context) => {
    const locale = localeOf(context);
    await expect(
      await context.canvas.findByRole(
        'searchbox',
        { name: textOf(locale, 'landing.search.label') },
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** An address under /intro that is no page shows the error page. */
export const UnknownPage: Story = {
  render: atPath('/intro/nothing-here'),
  play: async (context) => {
    await expect(
      await context.canvas.findByText('/intro/nothing-here', { exact: false }, LOAD),
    ).toBeVisible();
  },
};
