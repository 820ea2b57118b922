import { BrandProvider, useBrand } from '@platform/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BrandSwitchProvider } from '../app/AppProviders.tsx';
import { setNoticePopupsShown } from '../app/frame/noticePopupsSwitch.ts';
import { createQueryClient } from '../app/queryClient.ts';
import { createRoutes } from '../app/routes.tsx';
import { setLoaderQueryClient } from '../app/screenLoader.ts';
import { setSessionEndNavigator } from '../app/session/sessionEnd.ts';

/**
 * A screen story: the app's real route table (guards included) in a memory router at `path`, with
 * a fresh query cache. Locale and the toolbar brand come from the preview; an institution's page
 * may switch the brand inside, as it does in the app. The notice popups of the frame show only in
 * a story that asks for them (`noticePopups`): the seeded notices would open over every screen.
 */
export function AppStory({ path, noticePopups = false }: { path: string; noticePopups?: boolean }) {
  useState(() => setNoticePopupsShown(noticePopups));
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The route loaders start their reads in this story's cache, which the screens read.
    setLoaderQueryClient(client);
    return client;
  });
  const [router] = useState(() => {
    const memoryRouter = createMemoryRouter(createRoutes(), { initialEntries: [path] });
    setSessionEndNavigator((to, options) => void memoryRouter.navigate(to, options));
    return memoryRouter;
  });
  const toolbarBrand = useBrand();
  const [brand, setBrand] = useState<string | null>(null);
  // An institution's page sets its brand and sets 'default' back when it leaves: the toolbar's
  // brand is what the story had before.
  const shown = brand && brand !== 'default' ? brand : toolbarBrand;
  return (
    <BrandProvider brand={shown}>
      <QueryClientProvider client={queryClient}>
        <BrandSwitchProvider setBrand={setBrand}>
          <RouterProvider router={router} />
        </BrandSwitchProvider>
      </QueryClientProvider>
    </BrandProvider>
  );
}

/** The render function of a screen story at `path`. */
export const atPath =
  (path: string, options: { noticePopups?: boolean } = {}) =>
  () => <AppStory path={path} {...options} />;
