import { brands } from '@platform/tokens/brands';
import { DocsContext, Heading } from '@storybook/addon-docs/blocks';
import { type CSSProperties, useContext, useEffect, useRef, useState } from 'react';
import type { DocsContextProps, PreparedStory } from 'storybook/internal/types';

/**
 * The story files whose docs pages show the gallery: the kit's components. A screen's stories
 * (apps/web) sign in and talk to the mock server, so they never get it, whatever their title.
 */
const KIT_STORY_FILE = /(^|\/)packages\/ui\/src\/[^/]+\/[^/]+\.stories\.tsx$/;

/**
 * The story the gallery shows on a docs page: the page's primary story, found as the Primary block
 * finds it (the first story tagged `autodocs`), when the page is a component's of the kit.
 * Nothing for another file, a stress story (hundreds of pages or rows, three times over), or a
 * story that mounts in its play function (docs do not run plays).
 */
export function galleryStory(context: DocsContextProps): PreparedStory | undefined {
  const stories = context.componentStories();
  const primary =
    context.filterByAutodocs === false
      ? stories[0]
      : stories.find((story) => story.tags.includes('autodocs'));
  if (!primary || primary.usesMount || primary.tags.includes('stress')) return undefined;
  const fileName = String(primary.parameters.fileName ?? '');
  return KIT_STORY_FILE.test(fileName) ? primary : undefined;
}

/**
 * One story rendered in one brand. The story gets the brand as a story global (as a story's own
 * `globals: { brand }` would), so the preview's providers scope it and its overlays portal into that
 * brand; it re-renders with Controls like the primary story and keeps its brand when the toolbar's
 * changes.
 */
function BrandedStory({ story, brand }: { story: PreparedStory; brand: string }) {
  const { renderStoryToElement } = useContext(DocsContext);
  const element = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<Error>();

  useEffect(() => {
    if (!element.current) return;
    const branded: PreparedStory = { ...story, storyGlobals: { ...story.storyGlobals, brand } };
    const cleanup = renderStoryToElement(
      branded,
      element.current,
      {
        showMain: () => {},
        showError: ({ title, description }) => setError(new Error(`${title} - ${description}`)),
        showException: setError,
      },
      { autoplay: false, forceInitialArgs: false },
    );
    return () => {
      void Promise.resolve().then(cleanup);
    };
  }, [story, brand, renderStoryToElement]);

  if (error) return <pre role="alert">{error.message}</pre>;
  return <div ref={element} lang={String(story.parameters.htmlLang ?? 'en')} />;
}

const galleryStyle: CSSProperties = { display: 'grid', gap: 16, margin: '16px 0 40px' };
const sectionStyle: CSSProperties = {
  border: '1px solid rgba(38, 85, 115, 0.15)',
  borderRadius: 4,
  overflow: 'hidden',
};
const labelStyle: CSSProperties = {
  margin: 0,
  padding: '8px 16px',
  fontSize: 13,
  borderBottom: '1px solid rgba(38, 85, 115, 0.15)',
  background: '#f6f9fc',
};
/** The brand's own page colours around the story, from the wrapper's `data-brand`. */
const storyStyle: CSSProperties = {
  padding: 24,
  color: 'var(--color-text-default)',
  background: 'var(--color-background-page)',
};

/**
 * The docs page's primary story once per token brand, each labelled with the brand's name: what a
 * designer checks a component against (tokens/src/brands.ts). A brand applies to its subtree
 * through `data-brand`, here on the wrapper and on the providers inside it.
 */
export function BrandGallery() {
  const context = useContext(DocsContext);
  const story = galleryStory(context);
  if (!story) return null;
  return (
    <>
      <Heading>In every brand</Heading>
      <div style={galleryStyle}>
        {brands.map((brand) => (
          <section
            key={brand.id}
            aria-labelledby={`brand-gallery-${brand.id}`}
            data-brand-gallery={brand.id}
            style={sectionStyle}
          >
            <p id={`brand-gallery-${brand.id}`} className="sb-unstyled" style={labelStyle}>
              <strong>{brand.label.en}</strong> · {brand.description.en}
            </p>
            <div className="sb-unstyled" data-brand={brand.id} style={storyStyle}>
              <BrandedStory story={story} brand={brand.id} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
