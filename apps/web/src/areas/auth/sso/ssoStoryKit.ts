import type { Locale } from '@platform/contract';
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { readSignedIn } from '../../../app/session/session.ts';
import { sessionStore } from '../../../app/session/sessionStore.ts';
import { textOf } from '../../../testing/storyTexts.ts';

type Play = NonNullable<StoryContext['canvas']>;

/** Waits for a sign-in page in a state: its heading, and its text when given. */
export async function expectSsoState(
  canvas: Play,
  locale: Locale,
  titleKey: string,
  bodyKey?: string,
) {
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: textOf(locale, titleKey) },
      { timeout: 5000 },
    ),
  ).toBeVisible();
  if (bodyKey) await expect(canvas.getByText(textOf(locale, bodyKey))).toBeVisible();
}

/** The go-home link of an error state, by keyboard: it leads to the landing page. */
export async function goHomeByKeyboard(
  context: Pick<StoryContext, 'canvas' | 'userEvent'>,
  locale: Locale,
) {
  const { canvas, userEvent } = context;
  const home = canvas.getByRole('link', { name: textOf(locale, 'sso.goHome') });
  home.focus();
  await expect(home).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: textOf(locale, 'landing.title') },
      { timeout: 5000 },
    ),
  ).toBeVisible();
}

/** A sign-in that worked: the session is this account's and the sign-in page has gone to main. */
export async function expectSignedInAs(canvasElement: HTMLElement, userId: string) {
  await waitFor(() => expect(readSignedIn(sessionStore.read())?.user.userId).toBe(userId), {
    timeout: 5000,
  });
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="sso-page"]')).toBeNull(), {
    timeout: 5000,
  });
}
