import { ApiError } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { expect, fn } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { localeOf, textOf } from '../../testing/storyTexts.ts';
import { overrideErrorsRuntime } from './errorsRuntime.ts';
import * as RouteErrorPage from './RouteErrorPage.tsx';
import { SUPPORT_CONTACTS } from './supportContacts.ts';

const reloadAt = fn();

/** The device decides whether tel: and mailto: are live; a story says which device it is. */
const onDevice = (phone: boolean) => () => {
  reloadAt.mockClear();
  return overrideErrorsRuntime({ reloadAt, canDialAndMail: () => phone });
};

const meta = {
  title: 'Screens/Errors/Error pages',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  beforeEach: onDevice(false),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'screens.md §2.6: the unknown-address page (the address entered, contacts, go home ' +
          'with a reset) and the system-error page (the code, or a dash). Both are also the ' +
          'route table’s error boundary: a 404 shows the first, anything else the second.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const goesHomeWithReset = async (context: StoryContext) => {
  const locale = localeOf(context);
  await context.userEvent.click(
    context.canvas.getByRole('button', { name: textOf(locale, 'errorPage.goHome') }),
  );
  await expect(reloadAt).toHaveBeenCalledTimes(1);
  await expect(reloadAt).toHaveBeenCalledWith('/');
};

const contactsShown = async (context: StoryContext, live: boolean) => {
  const locale = localeOf(context);
  const { canvas } = context;
  const phone = canvas.getByText(SUPPORT_CONTACTS.phone);
  const email = canvas.getByText(SUPPORT_CONTACTS.email);
  if (live) {
    await expect(phone.closest('a')).toHaveAttribute('href', 'tel:16000000');
    await expect(email.closest('a')).toHaveAttribute('href', `mailto:${SUPPORT_CONTACTS.email}`);
  } else {
    await expect(phone.closest('a')).toBeNull();
    await expect(email.closest('a')).toBeNull();
  }
  await expect(
    canvas.getByRole('link', { name: textOf(locale, 'errorPage.contacts.chat') }),
  ).toHaveAttribute('href', SUPPORT_CONTACTS.chatUrl);
};

const unknownAddress = (path: string, live: boolean) => async (context: StoryContext) => {
  const locale = localeOf(context);
  await expect(
    await context.canvas.findByRole('heading', {
      level: 1,
      name: textOf(locale, 'errorPage.notFound.title'),
    }),
  ).toBeVisible();
  await expect(context.canvas.getByText(path, { exact: false })).toBeVisible();
  await contactsShown(context, live);
  await goesHomeWithReset(context);
};

/** An address under /terms that is no document: the entered address, contacts as text on a desktop. */
export const UnknownAddress: Story = {
  tags: ['brand-sweep'],
  render: atPath('/terms/refund?from=mail'),
  play: unknownAddress('/terms/refund?from=mail', false),
};

/** On Android or iOS the phone number and the e-mail address are links. */
export const UnknownAddressOnPhone: Story = {
  beforeEach: onDevice(true),
  render: atPath('/terms/old'),
  play: unknownAddress('/terms/old', true),
};

const systemError = (shownCode: string) => async (context: StoryContext) => {
  const locale = localeOf(context);
  await expect(
    await context.canvas.findByRole('heading', {
      level: 1,
      name: textOf(locale, 'errorPage.system.title'),
    }),
  ).toBeVisible();
  await expect(
    context.canvas.getByText(textOf(locale, 'errorPage.system.code', { code: shownCode })),
  ).toBeVisible();
  await contactsShown(context, false);
  await goesHomeWithReset(context);
};

/** `/error?code=…`: the system error with its number. */
export const SystemError: Story = {
  render: atPath('/error?code=WB-500-131'),
  play: systemError('WB-500-131'),
};

/** No code: a dash. */
export const SystemErrorWithoutCode: Story = {
  render: atPath('/error'),
  play: systemError('-'),
};

/**
 * The route table's root with a route that fails: what RouteErrorPage's ErrorBoundary shows for a
 * thrown error of a page.
 */
function FailingRoute({ failure }: { failure: () => never }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          Component: RouteErrorPage.Component,
          ErrorBoundary: RouteErrorPage.ErrorBoundary,
          children: [{ path: '/failing', loader: failure, Component: () => null }],
        },
      ],
      { initialEntries: ['/failing'] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** A failed call that reached the error boundary: the system error with the call's code. */
export const RouteErrorFromCall: Story = {
  render: () => (
    <FailingRoute
      failure={() => {
        throw new ApiError({ kind: 'status', status: 500, code: 'WB-500-001', endpoint: 'x' });
      }}
    />
  ),
  play: systemError('WB-500-001'),
};

/** Any other thrown error: the system error with a dash. */
export const RouteErrorUnexpected: Story = {
  render: () => (
    <FailingRoute
      failure={() => {
        throw new TypeError('reading a field of undefined');
      }}
    />
  ),
  play: systemError('-'),
};

/** A 404 route error: the unknown-address page. */
export const RouteErrorNotFound: Story = {
  render: () => (
    <FailingRoute
      failure={() => {
        throw data(null, { status: 404 });
      }}
    />
  ),
  play: unknownAddress('/failing', false),
};
