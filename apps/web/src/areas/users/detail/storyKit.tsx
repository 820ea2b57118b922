import {
  codeLabelTexts,
  errorTexts,
  formatConfigString,
  type Locale,
  parseConfigString,
  translate,
  validationTexts,
} from '@platform/contract';
import { db } from '@platform/mocks';
import { ToastProvider } from '@platform/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { createQueryClient } from '../../../app/queryClient.ts';
import { userDetailTexts } from './texts.ts';

/*
 * Helpers of the user detail and account action stories (story code only: never imported by the
 * app). The stories render the modules standalone with the app's kind of query cache and a toast
 * provider (the app frame's stand-ins), over the real mock server.
 */

/** The wait for what loads: lazy modules and mock calls are slow on a busy machine. */
export const LOAD = { timeout: 10000 };

const CATALOGS = [userDetailTexts, errorTexts, validationTexts, codeLabelTexts];

/** The texts the screen shows, from the catalogs it uses, in a story's language. */
export function textsOf(locale: unknown) {
  const lang: Locale = locale === 'en' ? 'en' : 'ko';
  return (key: string, params?: Record<string, string | number>) => {
    const catalog = CATALOGS.find((candidate) => key in candidate.en);
    if (!catalog) throw new Error(`no text ${key}`);
    return translate(catalog, lang, key, params);
  };
}

/** A field's label as the label element reads: the text, then the required mark if any. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}

/** Waits for a toast saying `text` (its hidden kind prefix aside) in any toast region. */
export async function expectToast(text: string) {
  await waitFor(() => {
    const regions = [...document.querySelectorAll('[data-slot="toast-region"]')];
    expect(regions.some((region) => region.textContent?.includes(text))).toBe(true);
  }, LOAD);
}

/** A seeded user of the demo institution. */
export function demoUser(userId: string) {
  const user = db.users.find(
    (candidate) => candidate.companyId === 'demo' && candidate.userId === userId,
  );
  if (!user) throw new Error(`no ${userId} in the seed`);
  return user;
}

/** Switches a WEB_FUNC_USE position (counted from 1) of the demo institution, before sign-in. */
export function setDemoFeature(position: number, on: boolean) {
  const company = db.companies.find((candidate) => candidate.companyId === 'demo');
  if (!company) throw new Error('no demo institution');
  const parsed = parseConfigString(company.cfg);
  if (!parsed.ok) throw new Error('the demo configuration does not parse');
  const flags = [...(parsed.value.get('WEB_FUNC_USE')?.[0] ?? [])];
  while (flags.length < position) flags.push('0');
  flags[position - 1] = on ? '1' : '0';
  parsed.value.set('WEB_FUNC_USE', [flags]);
  company.cfg = formatConfigString(parsed.value);
}

/** The app's providers around a module shown standalone: a fresh cache and the page's toasts. */
export function StoryProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
