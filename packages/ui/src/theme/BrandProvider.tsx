import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import styles from './BrandProvider.module.css';

/** The element overlays portal into, so a dialog inherits the brand of the tree that opened it. */
const PortalContainerContext = createContext<HTMLElement | null>(null);
const BrandContext = createContext<string>('default');

export interface BrandProviderProps {
  /** A token brand id of @platform/tokens (`default`, `campus`, `high-contrast`). */
  brand: string;
  /**
   * Also mark `<html>` with the brand, so the page background, scroll bars and anything outside
   * this tree follow it. The app does; an embedded widget and a story do not.
   */
  applyToDocument?: boolean;
  children: ReactNode;
}

/**
 * Scopes a token brand: the brand's CSS variable overrides apply to everything inside, overlays
 * included, because they portal into this element rather than into `document.body`.
 */
export function BrandProvider({ brand, applyToDocument = false, children }: BrandProviderProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const html = document.documentElement;
    const previous = html.getAttribute('data-brand');
    html.setAttribute('data-brand', brand);
    return () => {
      if (previous === null) html.removeAttribute('data-brand');
      else html.setAttribute('data-brand', previous);
    };
  }, [brand, applyToDocument]);

  return (
    <BrandContext.Provider value={brand}>
      <PortalContainerContext.Provider value={root}>
        <div ref={setRoot} data-brand={brand} className={styles.root}>
          {children}
        </div>
      </PortalContainerContext.Provider>
    </BrandContext.Provider>
  );
}

/** Where overlays portal to: the nearest BrandProvider's element, else `document.body`. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}

/** The token brand in force. */
export function useBrand(): string {
  return useContext(BrandContext);
}
