import type { PageUrlMap } from '@platform/ui';
import { useCallback, useEffect, useRef } from 'react';
import { fetchPageImage, fetchPageImages } from './bookQueries.ts';

/**
 * The page thumbnails a PageRangePicker asks for, fetched through the client (the page image call
 * carries the session's token) and shown from object URLs that live as long as the caller.
 */
export function usePageThumbnails(bookIdx: number) {
  const madeUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = madeUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);
  return useCallback(
    async (fromPage: number, toPage: number): Promise<PageUrlMap> => {
      const pages = await fetchPageImages(bookIdx, fromPage, toPage);
      const images = await Promise.all(
        pages.map(async (page) => {
          const url = URL.createObjectURL(await fetchPageImage(bookIdx, page.pageNo));
          madeUrls.current.push(url);
          return [page.pageNo, url] as const;
        }),
      );
      return Object.fromEntries(images);
    },
    [bookIdx],
  );
}
