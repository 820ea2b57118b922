import { type FaqData, faqDataSchema, type Locale } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { atPath } from '../../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../../testing/phone.ts';
import { localeOf, textOf } from '../../../testing/storyTexts.ts';
import { forgetIntroSetting } from '../site/introSetting.ts';
import { faqUrl } from './faqData.ts';

const meta = {
  title: 'Screens/Public/Faq',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The FAQ (screens.md §2.1, §7): the static file of the reader’s language ' +
          '(apps/web/public/intro/faq), its topics as a filter ("all" first) and its questions ' +
          'as an accordion with one answer open at a time. `#faq-<n>` in the address opens ' +
          'question n; each open answer has its link, to follow or copy.',
      },
    },
  },
  beforeEach: () => {
    forgetIntroSetting();
  },
  render: atPath('/intro/help/faq'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10000 };

/** The FAQ file as Storybook serves it (the app's public folder): what the page must show. */
async function faqFile(locale: Locale): Promise<FaqData> {
  const response = await fetch(faqUrl(locale));
  await expect(response.ok).toBe(true);
  return faqDataSchema.parse(await response.json());
}

const questionList = async (context: StoryContext) =>
  context.canvas.findByRole(
    'list',
    { name: textOf(localeOf(context), 'intro.faq.questions') },
    LOAD,
  );

/** A question's disclosure button, by its title. */
const question = (context: StoryContext, title: string) =>
  context.canvas.getByRole('button', { name: title });

/** The answer a disclosure button opens (its aria-controls). */
function answerOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const answer = id ? document.getElementById(id) : null;
  if (!answer) throw new Error(`no answer for ${button.textContent}`);
  return answer;
}

const firstLines = (content: string) => content.split('\n')[0] ?? content;

/** Every question of the file, closed; opening one closes the other. */
export const OneAnswerAtATime: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    const faq = await faqFile(locale);
    const list = await questionList(context);
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: textOf(locale, 'intro.faq.title') }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(faq.questions.length);
    const [first, second] = faq.questions;
    if (!first || !second) throw new Error('the FAQ has fewer than two questions');
    const one = question(context, first.questionTitle);
    const two = question(context, second.questionTitle);
    await expect(one).toHaveAttribute('aria-expanded', 'false');
    await expect(answerOf(one)).not.toBeVisible();

    await context.userEvent.click(one);
    await expect(one).toHaveAttribute('aria-expanded', 'true');
    await expect(answerOf(one)).toBeVisible();
    await expect(answerOf(one)).toHaveTextContent(firstLines(first.questionContent));

    // By keyboard: the next question opens and the first one closes.
    two.focus();
    await context.userEvent.keyboard('{Enter}');
    await expect(two).toHaveAttribute('aria-expanded', 'true');
    await expect(answerOf(two)).toBeVisible();
    await expect(one).toHaveAttribute('aria-expanded', 'false');
    await expect(answerOf(one)).not.toBeVisible();
    await expect(
      within(list)
        .getAllByRole('button', { expanded: true })
        .map((button) => button.textContent),
    ).toEqual([second.questionTitle]);

    // Pressed again, the open one closes: none is open.
    await context.userEvent.click(two);
    await expect(within(list).queryAllByRole('button', { expanded: true })).toEqual([]);
  },
};

/** A topic shows its questions only; "all" shows every question again. */
export const TopicFilters: Story = {
  play: async (context) => {
    const locale = localeOf(context);
    const faq = await faqFile(locale);
    await questionList(context);
    const topics = context.canvas.getByRole('group', {
      name: textOf(locale, 'intro.faq.categories'),
    });
    const buttons = within(topics).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      textOf(locale, 'intro.faq.all'),
      ...faq.categories.map((category) => category.name),
    ]);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    const fees = faq.categories[1];
    if (!fees) throw new Error('the FAQ has fewer than two topics');
    const topic = within(topics).getByRole('button', { name: fees.name });
    await context.userEvent.click(topic);
    await expect(topic).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    const list = await questionList(context);
    const expected = faq.questions.filter((entry) => entry.categoryId === fees.id);
    await expect(
      within(list)
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
    ).toEqual(expected.map((entry) => entry.questionTitle));
    await context.userEvent.click(
      within(topics).getByRole('button', { name: textOf(locale, 'intro.faq.all') }),
    );
    await expect(within(await questionList(context)).getAllByRole('listitem')).toHaveLength(
      faq.questions.length,
    );
  },
};

/**
 * `/intro/help/faq#faq-12` opens question 12 and scrolls it into view; its link is that address,
 * and copying it writes the whole address.
 */
export const LinkOpensItsQuestion: Story = {
  render: atPath('/intro/help/faq#faq-12'),
  play: async (context) => {
    const locale = localeOf(context);
    const faq = await faqFile(locale);
    const target = faq.questions[11];
    if (!target) throw new Error('the FAQ has fewer than twelve questions');
    await questionList(context);
    const button = question(context, target.questionTitle);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'), LOAD);
    const answer = answerOf(button);
    await expect(answer).toBeVisible();
    await waitFor(() => {
      const top = button.getBoundingClientRect().top;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(window.innerHeight / 2);
    });
    const link = within(answer).getByRole('link', { name: textOf(locale, 'intro.faq.link') });
    await expect(link).toHaveAttribute('href', '/intro/help/faq#faq-12');

    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    try {
      await context.userEvent.click(
        within(answer).getByRole('button', { name: textOf(locale, 'intro.faq.copyLink') }),
      );
      await expect(writeText).toHaveBeenCalledWith(
        new URL('/intro/help/faq#faq-12', window.location.href).href,
      );
      await expect(within(answer).getByRole('status')).toHaveTextContent(
        textOf(locale, 'intro.faq.copied'),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

/** While the file is on its way the page says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/intro/faq/:file', () => delay('infinite'))] },
  },
  play: async (context) => {
    const locale = localeOf(context);
    const loading = await context.canvas.findByText(textOf(locale, 'intro.faq.loading'), {}, LOAD);
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('role', 'status');
    await expect(
      context.canvas.queryByRole('list', { name: textOf(locale, 'intro.faq.questions') }),
    ).toBeNull();
  },
};

/** The file could not be read: the page says so, and "try again" reads it. */
export const LoadFailsThenRetries: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/intro/faq/:file', () => new HttpResponse(null, { status: 503 }), {
          once: true,
        }),
      ],
    },
  },
  play: async (context) => {
    const locale = localeOf(context);
    const message = await context.canvas.findByText(textOf(locale, 'intro.faq.failed'), {}, LOAD);
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    // Read only now: the failing answer is used up by the page's own read.
    const faq = await faqFile(locale);
    await context.userEvent.click(
      within(alert).getByRole('button', { name: textOf(locale, 'intro.faq.retry') }),
    );
    const list = await questionList(context);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(faq.questions.length);
    await expect(context.canvas.queryByText(textOf(locale, 'intro.faq.failed'))).toBeNull();
  },
};

/** A file without questions: the page says there are none yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/intro/faq/:file', () => HttpResponse.json({ categories: [], questions: [] })),
      ],
    },
  },
  play: async (context) => {
    const locale = localeOf(context);
    await expect(
      await context.canvas.findByText(textOf(locale, 'intro.faq.empty'), {}, LOAD),
    ).toBeVisible();
  },
};

/** On a 390 px phone: topics wrap, an open answer fits, nothing scrolls sideways. */
export const OnPhone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const locale = localeOf(context);
    const faq = await faqFile(locale);
    await questionList(context);
    const longest = [...faq.questions].sort(
      (a, b) => b.questionContent.length - a.questionContent.length,
    )[0];
    if (!longest) throw new Error('the FAQ has no question');
    const button = question(context, longest.questionTitle);
    await context.userEvent.click(button);
    await expect(answerOf(button)).toBeVisible();
    await expectPhoneFits();
  },
};

/** The language changes: the page reads the other language's file. */
export const FollowsTheLanguage: Story = {
  play: async (context) => {
    const from = localeOf(context);
    const to: Locale = from === 'en' ? 'ko' : 'en';
    const [before, after] = [await faqFile(from), await faqFile(to)];
    const [firstBefore, firstAfter] = [before.questions[0], after.questions[0]];
    if (!firstBefore || !firstAfter) throw new Error('an FAQ file has no question');
    await questionList(context);
    await expect(question(context, firstBefore.questionTitle)).toBeVisible();
    const switchTo = context.canvas.getByRole('button', {
      name: to === 'en' ? 'English' : '한국어',
    });
    await context.userEvent.click(switchTo);
    await expect(
      await context.canvas.findByRole('button', { name: firstAfter.questionTitle }, LOAD),
    ).toBeVisible();
    await expect(
      context.canvas.queryByRole('button', { name: firstBefore.questionTitle }),
    ).toBeNull();
  },
};
