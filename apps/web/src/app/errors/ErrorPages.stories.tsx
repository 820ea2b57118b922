import { ApiError, readConfigString } from '@platform/contract';
import { db } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { expect, fn } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { expectProductLogo } from '../../testing/productLogo.ts';
import { signedInAs, signedOut } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';
import { overrideErrorsRuntime } from './errorsRuntime.ts';
import * as RouteErrorPage from './RouteErrorPage.tsx';

const reloadAt = fn();

/** The device decides whether tel: and mailto: are live; a story says which device it is. */
const onDevice = (phone: boolean) => () => {
  reloadAt.mockClear();
  return overrideErrorsRuntime({ reloadAt, canDialAndMail: () => phone });
};

/**
 * The contacts are the signed-in user's institution's (its configuration): the stories run signed
 * in as the demo's student, on a desktop unless they say otherwise.
 */
const signedInOnDevice = (phone: boolean) => async () => {
  const undoDevice = onDevice(phone)();
  const undoSignIn = await signedInAs('student')();
  return () => {
    undoSignIn();
    undoDevice();
  };
};

/** The demo institution's contacts, as its configuration gives them. */
function demoContacts() {
  const demo = db.companies.find((company) => company.companyId === 'demo');
  const { phone, email, chatUrl } = readConfigString(demo?.cfg).config.contacts;
  if (!phone || !email || !chatUrl) throw new Error('the demo institution gives no contacts');
  return { phone, email, chatUrl };
}

const meta = {
  title: 'Screens/Errors/Error pages',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  beforeEach: signedInOnDevice(false),
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

/** The wait for what loads: lazy routes are slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

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
  const contacts = demoContacts();
  const phone = canvas.getByText(contacts.phone);
  const email = canvas.getByText(contacts.email);
  if (live) {
    await expect(phone.closest('a')).toHaveAttribute('href', 'tel:020000100');
    await expect(email.closest('a')).toHaveAttribute('href', `mailto:${contacts.email}`);
  } else {
    await expect(phone.closest('a')).toBeNull();
    await expect(email.closest('a')).toBeNull();
  }
  await expect(
    canvas.getByRole('link', { name: textOf(locale, 'errorPage.contacts.chat') }),
  ).toHaveAttribute('href', contacts.chatUrl);
};

const unknownAddress = (path: string, live: boolean) => async (context: StoryContext) => {
  const locale = localeOf(context);
  await expect(
    await context.canvas.findByRole(
      'heading',
      {
        level: 1,
        name: textOf(locale, 'errorPage.notFound.title'),
      },
      LOAD,
    ),
  ).toBeVisible();
  await expect(context.canvas.getByText(path, { exact: false })).toBeVisible();
  await expectProductLogo(context);
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
  beforeEach: signedInOnDevice(true),
  render: atPath('/terms/old'),
  play: unknownAddress('/terms/old', true),
};

const visitorWithoutContacts = async (context: StoryContext) => {
  const locale = localeOf(context);
  await expect(
    await context.canvas.findByRole(
      'heading',
      {
        level: 1,
        name: textOf(locale, 'errorPage.notFound.title'),
      },
      LOAD,
    ),
  ).toBeVisible();
  await expect(
    context.canvas.queryByRole('heading', { name: textOf(locale, 'errorPage.contacts.title') }),
  ).toBeNull();
  const offSite = context.canvas
    .queryAllByRole('link')
    .filter(
      (link) => new URL(link.getAttribute('href') ?? '', location.href).origin !== location.origin,
    );
  await expect(offSite).toHaveLength(0);
  await goesHomeWithReset(context);
};

/**
 * A visitor (nobody signed in) has no institution whose contacts to offer: no contacts, and no
 * link to a host that does not exist (issue 16: the chat link led to one).
 */
export const UnknownAddressForVisitor: Story = {
  beforeEach: signedOut(),
  render: atPath('/terms/refund'),
  play: visitorWithoutContacts,
};

const systemError = (shownCode: string) => async (context: StoryContext) => {
  const locale = localeOf(context);
  await expect(
    await context.canvas.findByRole(
      'heading',
      {
        level: 1,
        name: textOf(locale, 'errorPage.system.title'),
      },
      LOAD,
    ),
  ).toBeVisible();
  await expect(
    context.canvas.getByText(textOf(locale, 'errorPage.system.code', { code: shownCode })),
  ).toBeVisible();
  await expectProductLogo(context);
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
