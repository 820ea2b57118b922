import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, screen, waitFor } from 'storybook/test';
import { Component as CompanyFoundationPage } from './CompanyFoundationPage.tsx';

const atPath = (path: string) => () => (
  <RouterProvider
    router={createMemoryRouter([{ path: '/:companyId', Component: CompanyFoundationPage }], {
      initialEntries: [path],
    })}
  />
);

/** The page proves the path from a screen through the shared mock server and back. */
const meta = {
  title: 'Screens/Foundation page',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo institution: its name from the mock server, its brand and run-time branding. */
export const DemoInstitution: Story = {
  tags: ['brand-sweep'],
  render: atPath('/demo'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('보다 수학 아카데미')).toBeVisible();
    await expect(canvas.getByText('campus')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '보다 수학 아카데미' })).toBeVisible();
    // BRANDING_WEB_TEXT and BRANDING_WEB_IMG applied at run time.
    await waitFor(() => expect(document.title).toBe('보다 수학 아카데미'));
    await expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      '수학, 온라인 수업, 숙제',
    );
    await expect(
      document.documentElement.style.getPropertyValue('--branding-main-top-logo'),
    ).toContain('command=MAIN_TOP_LOGO');
  },
};

type Play = NonNullable<Story['play']>;

/** Pressing the other language's button changes the heading and marks that button pressed. */
const switchesLanguage =
  (to: { button: string; headingBefore: string; headingAfter: string }): Play =>
  async ({ canvas, userEvent }) => {
    await canvas.findByText('보다 수학 아카데미');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(to.headingBefore);
    const target = canvas.getByRole('button', { name: to.button });
    await expect(target).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(target);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(to.headingAfter),
    );
    await expect(canvas.getByRole('button', { name: to.button })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  };

/** The language switch changes every text and says which language is on. */
export const SwitchLanguage: Story = {
  render: atPath('/demo'),
  play: switchesLanguage({
    button: 'English',
    headingBefore: '플랫폼을 만드는 중입니다',
    headingAfter: 'The platform is being built',
  }),
};

/** From English to Korean: the switch works both ways. */
export const SwitchLanguageEnglish: Story = {
  globals: { locale: 'en' },
  render: atPath('/demo'),
  play: switchesLanguage({
    button: '한국어',
    headingBefore: 'The platform is being built',
    headingAfter: '플랫폼을 만드는 중입니다',
  }),
};

export const DemoInstitutionEnglish: Story = {
  globals: { locale: 'en' },
  render: atPath('/demo'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('보다 수학 아카데미');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The platform is being built',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'What comes next' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Coming in the next releases' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** An unknown institution: the mock answers WB-400-205 and the page says so with the code. */
export const UnknownInstitution: Story = {
  render: atPath('/nowhere'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('WB-400-205');
  },
};

export const UnknownInstitutionEnglish: Story = {
  globals: { locale: 'en' },
  render: atPath('/nowhere'),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The institution could not be loaded: The institution could not be found. [WB-400-205]',
    );
    // The page stays usable: its dialog still opens from the keyboard.
    canvas.getByRole('button', { name: 'What comes next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('dialog', { name: 'Coming in the next releases' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
