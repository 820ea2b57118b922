// The stylesheet (the kit's styles, every brand's tokens, Pretendard) comes with the entry: a page
// that mounts a widget needs nothing else. In the built package this stays an import of the
// package's own `styles.css` (vite.config.ts), which the page's bundler resolves.
import '@platform/ui/styles.css';
import type { Locale } from '@platform/contract';
import {
  type ComponentProps,
  type ReactNode,
  StrictMode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createRoot } from 'react-dom/client';
import { BookIndexTree } from '../BookIndexTree/index.ts';
import { FileUploadList } from '../FileUploadList/index.ts';
import { LocaleProvider } from '../i18n/index.ts';
import { PageRangePicker } from '../PageRangePicker/index.ts';
import { BrandProvider } from '../theme/index.ts';
import { UserPicker } from '../UserPicker/index.ts';

/** The widgets a page without React (the native whiteboard client's windows) may mount. */
export const EMBEDDABLE_WIDGETS = { PageRangePicker, UserPicker, BookIndexTree, FileUploadList };
export type EmbeddableWidget = keyof typeof EMBEDDABLE_WIDGETS;
export type EmbeddedProps<W extends EmbeddableWidget> = ComponentProps<
  (typeof EMBEDDABLE_WIDGETS)[W]
>;

/**
 * The prop each widget is controlled by and its change callback. A mounted widget keeps that
 * value itself, so a page gets a working widget and only listens to the callback; `update`
 * sets the value again from outside.
 */
const CONTROLLED: { [W in EmbeddableWidget]: readonly [string, string] | null } = {
  PageRangePicker: ['value', 'onChange'],
  UserPicker: ['open', 'onOpenChange'],
  FileUploadList: ['files', 'onFilesChange'],
  BookIndexTree: null,
};

export interface MountOptions {
  /** The language of every text of the widget: `ko` (default) or `en`. */
  locale?: Locale;
  /** A token brand of @platform/tokens: `default` (default), `campus`, `high-contrast`. */
  brand?: string;
}

export interface MountedWidget<W extends EmbeddableWidget> {
  /** New props, merged into the current ones (a controlled value included). */
  update(props: Partial<EmbeddedProps<W>>): void;
  setLocale(locale: Locale): void;
  /** Takes the widget out of the element. */
  unmount(): void;
}

type AnyProps = Record<string, unknown>;

function Embedded({
  widget,
  props,
  valueSet,
  locale,
  brand,
}: {
  widget: EmbeddableWidget;
  props: AnyProps;
  /** Counts the times the page set the controlled value; other updates keep the user's. */
  valueSet: number;
  locale: Locale;
  brand: string;
}) {
  const controlled = CONTROLLED[widget];
  const [value, setValue] = useState(() => (controlled ? props[controlled[0]] : undefined));
  const latestProps = useRef(props);
  latestProps.current = props;
  useEffect(() => {
    if (controlled && valueSet > 0) setValue(latestProps.current[controlled[0]]);
  }, [controlled, valueSet]);

  const Widget = EMBEDDABLE_WIDGETS[widget] as unknown as (props: AnyProps) => ReactNode;
  let shown = props;
  if (controlled) {
    const [valueKey, changeKey] = controlled;
    const onChange = props[changeKey] as ((next: unknown) => void) | undefined;
    shown = {
      ...props,
      [valueKey]: value,
      [changeKey]: (next: unknown) => {
        setValue(next);
        onChange?.(next);
      },
    };
  }
  return (
    <LocaleProvider locale={locale}>
      <BrandProvider brand={brand}>
        <Widget {...shown} />
      </BrandProvider>
    </LocaleProvider>
  );
}

/**
 * Mounts one widget of the kit into an element of a plain page, with the providers it needs
 * (language, brand) and the stylesheet. For the native whiteboard client and any page without
 * React of its own; an app with React renders the components directly.
 */
export function mountWidget<W extends EmbeddableWidget>(
  element: HTMLElement,
  widget: W,
  props: EmbeddedProps<W>,
  { locale = 'ko', brand = 'default' }: MountOptions = {},
): MountedWidget<W> {
  const root = createRoot(element);
  const valueKey = CONTROLLED[widget]?.[0];
  let current = { props: props as unknown as AnyProps, locale, valueSet: 0 };
  const render = () =>
    root.render(
      <StrictMode>
        <Embedded
          widget={widget}
          props={current.props}
          valueSet={current.valueSet}
          locale={current.locale}
          brand={brand}
        />
      </StrictMode>,
    );
  render();
  return {
    update(next) {
      const setsValue = valueKey !== undefined && valueKey in (next as AnyProps);
      current = {
        ...current,
        props: { ...current.props, ...(next as AnyProps) },
        valueSet: current.valueSet + (setsValue ? 1 : 0),
      };
      render();
    },
    setLocale(next) {
      current = { ...current, locale: next };
      render();
    },
    unmount() {
      root.unmount();
    },
  };
}
