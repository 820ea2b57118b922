import type { CatalogKey, contractTexts } from '@platform/contract';
import type { uiTexts } from './texts.ts';

/**
 * The text keys `t` accepts, one entry per package that brings catalogs: the contract's and the
 * design system's here, an app's by augmentation, so that a key in no catalog fails the type
 * check where it is written:
 *
 * ```ts
 * declare module '@platform/ui' {
 *   interface TextKeyRegistry {
 *     web: CatalogKey<typeof webTexts>;
 *   }
 * }
 * ```
 *
 * The code labels (`code.USER_TYPE.3`) are typed by table only (`code.USER_TYPE.${string}`):
 * the code comes from the server, and an unknown one shows its key.
 */
export interface TextKeyRegistry {
  contract: CatalogKey<typeof contractTexts>;
  ui: CatalogKey<typeof uiTexts>;
}

/** A key of one of the registered catalogs. */
export type TextKey = TextKeyRegistry[keyof TextKeyRegistry];

/**
 * The escape hatch for a key the types cannot know: one that travels as plain text through a
 * library (a react-hook-form rule's `message`). The text falls back to the key itself when no
 * catalog has it. A key built from known parts needs none: a template literal of literal unions
 * (`frame.group.${id}`) is checked like any other key.
 */
export function dynamicTextKey(key: string): TextKey {
  return key as TextKey;
}
