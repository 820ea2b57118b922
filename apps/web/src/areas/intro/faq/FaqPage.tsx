import { type FaqData, faqParagraphs, type Locale } from '@platform/contract';
import { Button, InlineAlert, registerTexts, useLocale, useT } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useHref, useLoaderData, useLocation } from 'react-router';
import { useLoad } from '../../../app/useAction.ts';
import { PRERENDER_LOCALE } from '../../../prerender/publicPaths.ts';
import { INTRO_PAGES } from '../site/introPages.ts';
import styles from './FaqPage.module.css';
import { faqAnchor, faqIndexOfHash, loadFaq } from './faqData.ts';
import { faqTexts } from './texts.ts';

// This page's texts arrive with its code (the other pages do not carry them).
registerTexts(faqTexts);

type CopyState = 'idle' | 'copied' | 'failed';

/** The link to a question, to follow or to copy. */
function QuestionLink({ index }: { index: number }) {
  const t = useT();
  const anchor = faqAnchor(index);
  const href = useHref({ hash: anchor });
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = () => {
    const url = new URL(href, window.location.href).href;
    // No clipboard (an insecure page, an old browser) is a failure to say, not to throw.
    const write = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className={styles.linkRow}>
      <Link className={styles.link} to={{ hash: anchor }}>
        {t('intro.faq.link')}
      </Link>
      <Button variant="ghost" size="sm" onClick={copyLink}>
        {t('intro.faq.copyLink')}
      </Button>
      <span className={styles.copyState} role="status">
        {copy === 'copied'
          ? t('intro.faq.copied')
          : copy === 'failed'
            ? t('intro.faq.copyFailed')
            : ''}
      </span>
    </div>
  );
}

/**
 * The categories as a filter ("all" first) and the questions as an accordion with one answer
 * open at a time. `#faq-<n>` in the address opens question n, shows it whatever the filter and
 * scrolls it into view.
 */
function FaqList({ data }: { data: FaqData }) {
  const t = useT();
  const id = useId();
  const { hash } = useLocation();
  const [category, setCategory] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [scrollRequest, setScrollRequest] = useState(0);
  const scrollTarget = useRef<number | null>(null);

  useEffect(() => {
    const index = faqIndexOfHash(hash);
    if (index === null || index >= data.questions.length) return;
    setCategory(null);
    setOpen(index);
    scrollTarget.current = index;
    setScrollRequest((request) => request + 1);
  }, [hash, data]);

  // After the question is shown and opened: then it has its place on the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `scrollRequest` is the trigger.
  useEffect(() => {
    const target = scrollTarget.current;
    if (target === null) return;
    scrollTarget.current = null;
    document.getElementById(faqAnchor(target))?.scrollIntoView({ block: 'start' });
  }, [scrollRequest]);

  // A question of no known category is listed under "all" only.
  const shown = data.questions
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => category === null || question.categoryId === category);

  const filters = [
    { id: null, name: t('intro.faq.all') },
    ...data.categories.map((entry) => ({ id: entry.id, name: entry.name })),
  ];

  return (
    <>
      {data.categories.length > 0 ? (
        <fieldset className={styles.filters}>
          <legend className={styles.hidden}>{t('intro.faq.categories')}</legend>
          {filters.map((filter) => (
            <button
              key={filter.id ?? ''}
              type="button"
              className={styles.filter}
              aria-pressed={category === filter.id}
              onClick={() => setCategory(filter.id)}
            >
              {filter.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {data.questions.length === 0 ? t('intro.faq.empty') : t('intro.faq.emptyCategory')}
        </p>
      ) : (
        <ul className={styles.questions} aria-label={t('intro.faq.questions')}>
          {shown.map(({ question, index }) => {
            const expanded = open === index;
            const panelId = `${id}-a${index}`;
            return (
              <li key={index} id={faqAnchor(index)} className={styles.question}>
                <h2 className={styles.questionHeading}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    {question.questionTitle}
                  </button>
                </h2>
                <div id={panelId} className={styles.answer} hidden={!expanded}>
                  {faqParagraphs(question.questionContent).map((paragraph) => (
                    <p key={paragraph} className={styles.paragraph}>
                      {paragraph}
                    </p>
                  ))}
                  <QuestionLink index={index} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * The route's loader. At build time it reads the Korean file, so that the prerendered page holds
 * every question and answer (what a search engine and a slow phone see first); in the browser it
 * returns at once, and the page reads the file itself with its loading and failed states.
 */
export async function loader(): Promise<{ locale: Locale; data: FaqData } | null> {
  if (typeof window !== 'undefined') return null;
  return { locale: PRERENDER_LOCALE, data: await loadFaq(PRERENDER_LOCALE) };
}

/**
 * /intro/help/faq (screens.md §2.1 "FAQ, one accordion item open at a time. FAQ data is static
 * (categories with id and name; questions with questionTitle and questionContent)"; §7 "FAQ
 * static JSON by GET"): the file of the reader's language, read again when the language changes,
 * with its loading, failed (and retry) and empty states.
 */
export function Component() {
  const t = useT();
  const { locale } = useLocale();
  const built = useLoaderData<typeof loader>();
  // The prerendered page carries the Korean file; any other language, or a move here in the
  // browser, reads the file here, with its loading state.
  const fromBuild = built && built.locale === locale ? built.data : undefined;
  const faq = useLoad(fromBuild ? `built:${locale}` : locale, (signal) =>
    fromBuild ? Promise.resolve(fromBuild) : loadFaq(locale, fetch, signal),
  );
  const data = fromBuild ?? faq.data;

  return (
    <div className={styles.page} data-slot="intro-faq">
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('intro.faq.title')}</h1>
        <p className={styles.lead}>{t('intro.faq.lead')}</p>
      </header>
      {data ? (
        <FaqList data={data} />
      ) : faq.isError ? (
        <InlineAlert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={faq.refetch}>
              {t('intro.faq.retry')}
            </Button>
          }
        >
          {t('intro.faq.failed')}
        </InlineAlert>
      ) : (
        <p className={styles.loading} role="status">
          {t('intro.faq.loading')}
        </p>
      )}
      <p className={styles.more}>
        {t('intro.faq.more')}{' '}
        <Link className={styles.moreLink} to={INTRO_PAGES.contact.path}>
          {t('intro.faq.contact')}
        </Link>
      </p>
    </div>
  );
}
