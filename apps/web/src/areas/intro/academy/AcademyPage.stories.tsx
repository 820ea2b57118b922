import { DEMO_REQUEST_MESSAGE_MAX, type DemoRequest, type Locale } from '@platform/contract';
import { db, scenario, sentIntroMails } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectNoSidewaysScroll, expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { codeTextOf, localeOf, textOf } from '../../../testing/storyTexts.ts';
import { forgetIntroSetting } from '../site/introSetting.ts';

const meta = {
  title: 'Screens/Public/Academy',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The academy page (screens.md §2.1; foundation.md §1 "A service introduction page ' +
          'with a demo request"): who the academy is, the two class kinds with their pages, how ' +
          'a live online class works, the teachers and the enquiry; then the demo request of a ' +
          'school or academy, sent as `INTRO_DEMO_SEND_MAIL` to the recipients `INTRO_SETTING` ' +
          'configures. The top of the page is text only (its h1 is the largest paint).',
      },
    },
  },
  // Each story reads the site's setting afresh, so that its scenario of the mock takes effect.
  beforeEach: () => {
    forgetIntroSetting();
  },
  render: atPath('/intro/academy'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: the page is a lazy route, slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

/** What the stories type: a school's request, the same in both languages. */
const REQUEST: DemoRequest = {
  name: '이보다',
  phone: '0212345678',
  institution: '새봄 수학교실',
  message: 'We would like to see a class next week.',
};

const pageHeading = (context: StoryContext) =>
  context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(localeOf(context), 'intro.academy.title') },
    LOAD,
  );

/** The demo request form and its parts, as a user finds them by their names. */
async function demoForm(context: StoryContext) {
  const locale = localeOf(context);
  await pageHeading(context);
  const form = context.canvas.getByRole('form', {
    name: textOf(locale, 'intro.academy.demo.title'),
  });
  const box = (key: string) => within(form).getByRole('textbox', { name: textOf(locale, key) });
  return {
    form,
    name: box('intro.academy.demo.name'),
    phone: box('intro.academy.demo.phone'),
    institution: box('intro.academy.demo.institution'),
    message: box('intro.academy.demo.message'),
    submit: within(form).getByRole('button', { name: textOf(locale, 'intro.academy.demo.submit') }),
  };
}

type DemoForm = Awaited<ReturnType<typeof demoForm>>;

/** The send waits for the site's setting (its recipients and sender). */
const readyToSend = async (form: DemoForm) => {
  await waitFor(() => expect(form.submit).toBeEnabled(), LOAD);
};

async function fillIn(context: StoryContext, form: DemoForm, request: DemoRequest = REQUEST) {
  await context.userEvent.type(form.name, request.name);
  await context.userEvent.type(form.phone, request.phone);
  await context.userEvent.type(form.institution, request.institution);
  await context.userEvent.type(form.message, request.message);
}

const expectTyped = async (form: DemoForm, request: DemoRequest) => {
  await expect(form.name).toHaveValue(request.name);
  await expect(form.phone).toHaveValue(request.phone);
  await expect(form.institution).toHaveValue(request.institution);
  await expect(form.message).toHaveValue(request.message);
};

const linkTo = (context: StoryContext, locale: Locale, key: string) =>
  context.canvas.getByRole('link', { name: textOf(locale, key) });

/**
 * The page's sections in order under its h1, the two class kinds linking to their pages, the
 * enquiry and the teachers; the teachers link leads to the six profiles.
 */
export const Academy: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    await expect(await pageHeading(context)).toBeVisible();
    const main = context.canvas.getByRole('main');
    const sections = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(sections).toEqual(
      ['about', 'classes', 'how', 'teachers', 'contact', 'demo'].map((section) =>
        textOf(locale, `intro.academy.${section}.title`),
      ),
    );
    await expect(linkTo(context, locale, 'intro.academy.personal.link')).toHaveAttribute(
      'href',
      '/intro/personalClass',
    );
    await expect(linkTo(context, locale, 'intro.academy.private.link')).toHaveAttribute(
      'href',
      '/intro/privateClass',
    );
    for (const key of ['intro.academy.toContact', 'intro.academy.contact.link']) {
      await expect(linkTo(context, locale, key)).toHaveAttribute('href', '/intro/contact');
    }
    await expect(linkTo(context, locale, 'intro.academy.teachers.link')).toHaveAttribute(
      'href',
      '/intro/academy/teacher',
    );
    await context.userEvent.click(linkTo(context, locale, 'intro.academy.toTeachers'));
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: textOf(locale, 'intro.teacher.title') },
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** On a 390 px phone: the page and the demo request fit, nothing scrolls sideways. */
export const AcademyOnPhone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const form = await demoForm(context);
    await expectPhoneFits();
    form.form.scrollIntoView();
    await readyToSend(form);
    await fillIn(context, form);
    await expectNoSidewaysScroll();
  },
};

/**
 * A request without phone and institution: the alert names both, the first is focused, each
 * says it is required, nothing is sent; filling them in clears the alert.
 */
export const DemoMissingField: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    const form = await demoForm(context);
    await readyToSend(form);
    await context.userEvent.type(form.name, REQUEST.name);
    await context.userEvent.click(form.submit);
    const alert = await within(form.form).findByRole('alert');
    await expect(alert).toHaveTextContent(
      textOf(locale, 'intro.academy.demo.missing', {
        fields: [
          textOf(locale, 'intro.academy.demo.phone'),
          textOf(locale, 'intro.academy.demo.institution'),
        ].join(', '),
      }),
    );
    await expect(form.phone).toHaveFocus();
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.institution).toHaveAccessibleDescription(
      expect.stringContaining(textOf(locale, 'valid.required')),
    );
    await expect(form.name).not.toHaveAttribute('aria-invalid');
    await expect(sentIntroMails('demo')).toEqual([]);
    // Letters are refused in the phone field: digits only.
    await context.userEvent.type(form.phone, `a${REQUEST.phone}-`);
    await expect(form.phone).toHaveValue(REQUEST.phone);
    await context.userEvent.type(form.institution, REQUEST.institution);
    await waitFor(() => expect(within(form.form).queryByRole('alert')).toBeNull());
  },
};

/**
 * Sent: the confirmation shows, the form is empty again, and the mock holds exactly that
 * request, addressed as `INTRO_SETTING` says.
 */
export const DemoSent: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    const form = await demoForm(context);
    await readyToSend(form);
    await fillIn(context, form);
    await expect(
      within(form.form).getByText(
        textOf(locale, 'fields.counter', {
          count: REQUEST.message.length,
          max: DEMO_REQUEST_MESSAGE_MAX,
        }),
      ),
    ).toBeVisible();
    await context.userEvent.click(form.submit);
    await expect(
      await within(form.form).findByText(textOf(locale, 'intro.academy.demo.sent'), {}, LOAD),
    ).toBeVisible();
    await expectTyped(form, { name: '', phone: '', institution: '', message: '' });
    const sent = sentIntroMails('demo');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.demoRequest).toEqual(REQUEST);
    await expect(sent[0]?.request).toMatchObject({
      name: REQUEST.name,
      phone: REQUEST.phone,
      senderPhone: REQUEST.phone,
    });
  },
};

/** A refused send keeps every field as typed and shows the server's reason. */
export const DemoSendFails: Story = {
  beforeEach: () => {
    scenario.set({ forcedErrors: { 'openServiceIntroDemo.INTRO_DEMO_SEND_MAIL': 'WB-400-212' } });
  },
  play: async (context) => {
    const locale = localeOf(context);
    const form = await demoForm(context);
    await readyToSend(form);
    await fillIn(context, form);
    await context.userEvent.click(form.submit);
    const alert = await within(form.form).findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(textOf(locale, 'intro.academy.demo.failed'));
    await expect(alert).toHaveTextContent(codeTextOf(locale, 'WB-400-212'));
    await expectTyped(form, REQUEST);
    await expect(sentIntroMails('demo')).toEqual([]);
    await expect(form.submit).toBeEnabled();
  },
};

/** A double click on send sends once, even while the answer is slow. */
export const DemoDoubleClickSendsOnce: Story = {
  beforeEach: () => {
    scenario.set({ latencyMs: 400 });
  },
  play: async (context) => {
    const locale = localeOf(context);
    const form = await demoForm(context);
    await readyToSend(form);
    await fillIn(context, form);
    await context.userEvent.dblClick(form.submit);
    await expect(
      await within(form.form).findByText(textOf(locale, 'intro.academy.demo.sent'), {}, LOAD),
    ).toBeVisible();
    // Long enough for a second request to have landed, had one gone out.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(sentIntroMails('demo')).toHaveLength(1);
  },
};

/** While the setting is on its way the send is disabled and says why; then it is enabled. */
export const DemoWaitsForSetting: Story = {
  beforeEach: () => {
    scenario.set({ latencyMs: 1500 });
  },
  play: async (context) => {
    const locale = localeOf(context);
    const form = await demoForm(context);
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveAccessibleDescription(
      textOf(locale, 'intro.academy.demo.settingPending'),
    );
    await readyToSend(form);
    await expect(form.submit).not.toHaveAccessibleDescription(
      textOf(locale, 'intro.academy.demo.settingPending'),
    );
  },
};

/** The setting could not be read: the send is disabled and says why, and a retry recovers. */
export const DemoSettingFailed: Story = {
  beforeEach: () => {
    scenario.set({ forcedErrors: { 'openServiceIntro.INTRO_SETTING': 'WB-500-001' } });
  },
  play: async (context) => {
    const locale = localeOf(context);
    const form = await demoForm(context);
    await waitFor(
      () =>
        expect(form.submit).toHaveAccessibleDescription(
          textOf(locale, 'intro.academy.demo.settingFailed'),
        ),
      LOAD,
    );
    await expect(form.submit).toBeDisabled();
    await fillIn(context, form);
    scenario.clearError('openServiceIntro.INTRO_SETTING');
    await context.userEvent.click(
      within(form.form).getByRole('button', {
        name: textOf(locale, 'intro.academy.demo.settingRetry'),
      }),
    );
    await readyToSend(form);
    await expectTyped(form, REQUEST);
  },
};

/** A setting that names no recipient: no request can be sent, and the page says so. */
export const DemoNotTaken: Story = {
  beforeEach: () => {
    db.introSetting = { ...db.introSetting, cfg: '' };
  },
  play: async (context) => {
    const locale = localeOf(context);
    const form = await demoForm(context);
    await waitFor(
      () =>
        expect(form.submit).toHaveAccessibleDescription(
          textOf(locale, 'intro.academy.demo.unavailable'),
        ),
      LOAD,
    );
    await expect(form.submit).toBeDisabled();
  },
};
