import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * An object URL for each file shown, revoked as soon as its file leaves the list and all of them
 * when the list unmounts, so that 200 page images do not stay in memory after the upload. URLs are
 * made in an effect (not during render) so that a discarded render leaks nothing.
 */
export function useObjectUrls(files: readonly Blob[]): (file: Blob) => string | undefined {
  const urls = useRef(new Map<Blob, string>());
  const [, rendered] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const map = urls.current;
    const shown = new Set(files);
    let changed = false;
    for (const file of files) {
      if (!map.has(file)) {
        map.set(file, URL.createObjectURL(file));
        changed = true;
      }
    }
    for (const [file, url] of map) {
      if (!shown.has(file)) {
        URL.revokeObjectURL(url);
        map.delete(file);
        changed = true;
      }
    }
    if (changed) rendered();
  }, [files]);

  useEffect(() => {
    const map = urls.current;
    return () => {
      for (const url of map.values()) URL.revokeObjectURL(url);
      map.clear();
    };
  }, []);

  return useCallback((file: Blob) => urls.current.get(file), []);
}
