/**
 * Story tests in Vitest keep no record of their calls. Storybook's instrumenter records every
 * `expect`, query and user event of a play for the Interactions panel: in a Vitest run nothing
 * reads that record, yet each call serialised its arguments (an element's `innerText` included)
 * and re-sorted every call before it. This setup file runs before `storybook/test` is first
 * imported; the instrumenter it installs hands every object back as it is. The Storybook UI,
 * which has no such file, records as before.
 */
type Instrumentable = { instrument: <T>(object: T) => T };

(
  window as unknown as { __STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER__: Instrumentable }
).__STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER__ = { instrument: (object) => object };
