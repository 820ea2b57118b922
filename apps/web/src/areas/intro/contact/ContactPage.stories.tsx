import { db, scenario, sentIntroMails } from '@platform/mocks';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { escapePattern } from '../../../testing/textPattern.ts';
import { forgetIntroSetting } from '../site/introSetting.ts';

const meta = {
  title: 'Screens/Public/Contact',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/intro/contact` (screens.md §2.1, §3 and §5 Enquiry): the enquiry of the one-to-one ' +
          'or the individual-pace class (`?type=PRIVATE`), with the weekly time slots. A refused ' +
          'submit names and focuses the first missing field; sending makes one enquiry e-mail ' +
          'call to the recipients `INTRO_SETTING` configures, then resets the form; a failed send ' +
          'keeps everything typed.',
      },
    },
  },
  // Each story reads the site's setting afresh, so that its scenario of the mock takes effect.
  beforeEach: () => {
    forgetIntroSetting();
  },
  render: atPath('/intro/contact'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wait for what loads: the page is a lazy route, slow to arrive on a busy machine. */
const LOAD = { timeout: 10000 };

async function enquiryForm(context: StoryContext) {
  const locale = localeOf(context);
  await context.canvas.findByRole(
    'heading',
    { level: 1, name: textOf(locale, 'intro.contact.title') },
    LOAD,
  );
  const form = context.canvas.getByRole('tabpanel');
  const label = (key: string) => new RegExp(`^${textOf(locale, key)}`);
  const submit = within(form).getByRole('button', {
    name: textOf(locale, 'intro.contact.submit'),
  });
  // The send waits for the site's setting (its recipients and sender).
  await waitFor(() => expect(submit).toBeEnabled(), LOAD);
  return {
    locale,
    form,
    submit,
    name: within(form).getByRole('textbox', { name: label('intro.contact.name') }),
    phone: within(form).getByRole('textbox', { name: label('intro.contact.phone') }),
    content: within(form).getByRole('textbox', { name: label('intro.contact.content') }),
    radio: (key: string) => within(form).getByRole('radio', { name: textOf(locale, key) }),
    select: (key: string) => within(form).getByRole('combobox', { name: label(key) }),
    agreement: within(form).getByRole('checkbox', { name: label('intro.contact.agreement') }),
    cell: (day: string, time: string) =>
      within(form).getByRole('gridcell', {
        name: new RegExp(`^${textOf(locale, `timeSlots.dayName.${day}`)} ${time}`),
      }),
  };
}

type EnquiryForm = Awaited<ReturnType<typeof enquiryForm>>;

/** A parent's enquiry for a second-year middle-school student, on Monday and Thursday. */
async function fillIn(context: StoryContext, form: EnquiryForm) {
  const { userEvent } = context;
  await userEvent.type(form.name, '홍길동');
  await userEvent.type(form.phone, '010-1234-5678');
  await userEvent.click(form.radio('intro.contact.author.parent'));
  await userEvent.click(form.radio('intro.contact.grade.middle'));
  await userEvent.selectOptions(form.select('intro.contact.gradeDetail'), '2');
  await userEvent.selectOptions(form.select('intro.contact.teacher'), '박지훈');
  await userEvent.click(form.cell('MON', '19:00'));
  await userEvent.click(form.cell('THU', '18:30'));
  await userEvent.type(form.content, '함수 단원을 다시 배우고 싶어요.');
  await userEvent.click(form.agreement);
}

/** Filled in and sent: one enquiry e-mail, exactly what was typed; the form starts over. */
export const SendsTheEnquiry: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const form = await enquiryForm(context);
    await fillIn(context, form);
    // The phone field keeps digits only.
    await expect(form.phone).toHaveValue('01012345678');
    await context.userEvent.click(form.submit);
    await expect(
      await context.canvas.findByText(
        new RegExp(escapePattern(textOf(form.locale, 'toast.enquirySent'))),
        { selector: '[data-slot="toast-message"]' },
        LOAD,
      ),
    ).toBeVisible();
    await expect(form.name).toHaveValue('');
    await expect(within(form.form).queryAllByRole('gridcell', { selected: true })).toHaveLength(0);
    const [mail, ...others] = sentIntroMails('enquiry');
    await expect(others).toEqual([]);
    await expect(mail?.individualPace).toBe(false);
    await expect(mail?.enquiry).toEqual({
      name: '홍길동',
      phone: '01012345678',
      author: 'parent',
      teacher: '박지훈',
      grade: 'middle',
      gradeDetail: 2,
      content: '함수 단원을 다시 배우고 싶어요.',
      agreement: true,
      marketing: false,
      timeSlots: [
        { day: 'MON', start: '19:00' },
        { day: 'THU', start: '18:30' },
      ],
    });
    // Where it went is the academy's setting, not the page's choice.
    await expect(mail?.request.recipients.length).toBeGreaterThan(0);
  },
};

/** A double click on "send" while the call is on its way sends one enquiry. */
export const DoubleClickSendsOnce: Story = {
  beforeEach: () => {
    forgetIntroSetting();
    scenario.set({ latencyMs: 400 });
  },
  play: async (context) => {
    const form = await enquiryForm(context);
    await fillIn(context, form);
    await context.userEvent.dblClick(form.submit);
    await waitFor(() => expect(form.name).toHaveValue(''), LOAD);
    // Long enough for a second request to have landed, had one gone out.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(sentIntroMails('enquiry')).toHaveLength(1);
  },
};

/** Sent empty: the spec's alert, the first missing field named and focused, nothing sent. */
export const MissingFieldNamedAndFocused: Story = {
  play: async (context) => {
    const form = await enquiryForm(context);
    await context.userEvent.type(form.phone, '01012345678');
    await context.userEvent.click(form.submit);
    const alert = await within(form.form).findByRole('alert');
    await expect(alert).toHaveTextContent(textOf(form.locale, 'intro.contact.missing'));
    await expect(alert).toHaveTextContent(textOf(form.locale, 'intro.contact.name'));
    await expect(form.name).toHaveFocus();
    await expect(form.phone).toHaveValue('01012345678');
    await expect(sentIntroMails()).toEqual([]);
  },
};

/** `?type=PRIVATE`: the individual-pace tab, middle school only, at least two classes a week. */
export const IndividualPaceNeedsTwoClasses: Story = {
  render: atPath('/intro/contact?type=PRIVATE'),
  play: async (context) => {
    const form = await enquiryForm(context);
    await expect(
      context.canvas.getByRole('tab', {
        name: textOf(form.locale, 'intro.contact.tab.individualPace'),
      }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(form.form).queryByRole('radio', {
        name: textOf(form.locale, 'intro.contact.grade.high'),
      }),
    ).toBeNull();
    await context.userEvent.type(form.name, '김학생');
    await context.userEvent.type(form.phone, '01099998888');
    await context.userEvent.click(form.radio('intro.contact.author.student'));
    await context.userEvent.click(form.radio('intro.contact.grade.middle'));
    await context.userEvent.selectOptions(form.select('intro.contact.gradeDetail'), '3');
    await context.userEvent.selectOptions(form.select('intro.contact.teacher'), '정하윤');
    await context.userEvent.click(form.cell('TUE', '19:00'));
    await context.userEvent.click(form.agreement);
    await context.userEvent.click(form.submit);
    const alert = await within(form.form).findByRole('alert');
    await expect(alert).toHaveTextContent(textOf(form.locale, 'intro.contact.timeSlots'));
    await expect(sentIntroMails()).toEqual([]);
    // A second evening and it goes.
    await context.userEvent.click(form.cell('FRI', '20:00'));
    await context.userEvent.click(form.submit);
    await waitFor(() => expect(sentIntroMails('enquiry')).toHaveLength(1), LOAD);
    await expect(sentIntroMails('enquiry')[0]?.individualPace).toBe(true);
  },
};

/** The server refuses: its error in the user's language, and everything typed is still there. */
export const FailedSendKeepsWhatWasTyped: Story = {
  beforeEach: () => {
    forgetIntroSetting();
    scenario.set({ forcedErrors: { 'openServiceIntroMail.SEND_MAIL': 'WB-400-212' } });
  },
  play: async (context) => {
    const form = await enquiryForm(context);
    await fillIn(context, form);
    await context.userEvent.click(form.submit);
    const alert = await within(form.form).findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(textOf(form.locale, 'intro.contact.failed'));
    await expect(alert).toHaveTextContent(textOf(form.locale, 'error.badRequestParameter'));
    await expect(form.name).toHaveValue('홍길동');
    await expect(form.content).toHaveValue('함수 단원을 다시 배우고 싶어요.');
    await expect(within(form.form).getAllByRole('gridcell', { selected: true })).toHaveLength(8);
    await expect(form.agreement).toBeChecked();
    await expect(sentIntroMails()).toEqual([]);
  },
};

/** After the enquiry period: the notice says so and the form does not send. */
export const PeriodOver: Story = {
  beforeEach: () => {
    forgetIntroSetting();
    db.introSetting.enquiryPeriod = { start: '2024-03-01', end: '2025-02-28' };
  },
  play: async (context) => {
    const locale = localeOf(context);
    await context.canvas.findByRole(
      'heading',
      { level: 1, name: textOf(locale, 'intro.contact.title') },
      LOAD,
    );
    await expect(
      await context.canvas.findByText(
        textOf(locale, 'intro.contact.closed', { end: '2025-02-28' }),
        {},
        LOAD,
      ),
    ).toBeVisible();
    await expect(
      context.canvas.getByRole('button', { name: textOf(locale, 'intro.contact.submit') }),
    ).toBeDisabled();
  },
};

/** On a 390 px phone: the form and its time grid fit, nothing scrolls sideways. */
export const OnPhone: Story = {
  ...PHONE_STORY,
  tags: ['brand-sweep'],
  play: async (context) => {
    const form = await enquiryForm(context);
    await context.userEvent.click(form.cell('WED', '19:30'));
    await expectPhoneFits();
  },
};
