export { detectBrowserLocale, storeLocale } from './browserLocale.ts';
export {
  LocaleProvider,
  type LocaleProviderProps,
  type Translate,
  useLocale,
  useT,
} from './LocaleProvider.tsx';
export { dynamicTextKey, type TextKey, type TextKeyRegistry } from './textKeys.ts';
export { registeredText, registerTexts } from './textRegistry.ts';
export { uiTexts } from './texts.ts';
