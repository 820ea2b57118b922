import {
  type BodaSetting,
  type Company,
  type ConfigReading,
  type Locale,
  readConfigString,
} from '@platform/contract';
import { applyBranding, type Branding } from '@platform/ui';
import { useEffect } from 'react';
import { useSetBrand } from '../AppProviders.tsx';
import { API_BASE } from '../apiBase.ts';
import { earlyReads } from '../earlyReads.ts';
import { api } from '../session/api.ts';
import { brandingFromConfig } from './brandingFromConfig.ts';

export interface Institution {
  company: Company;
  /** The configuration string as fetched (foundation.md §3). */
  cfg: string;
  config: ConfigReading;
  bodaSetting: BodaSetting | undefined;
  /** The token brand its configuration names (WEB_BRAND_THEME, assumed key). */
  brand: string;
  branding: Branding;
}

/** Reads an institution's name, configuration and looks from a login-info reply. */
export function institutionFrom(
  companyId: string,
  reply: { cfg: string; bodaSetting?: BodaSetting | null; company?: Company | null },
): Institution {
  const { config } = readConfigString(reply.cfg);
  const { title, description, keywords } = config.brandingText;
  return {
    company: reply.company ?? { companyIdx: 0, companyId, companyName: companyId },
    cfg: reply.cfg,
    config,
    bodaSetting: reply.bodaSetting ?? undefined,
    brand: config.brandTheme,
    branding: brandingFromConfig(
      {
        title: title ?? undefined,
        description: description ?? undefined,
        keywords: keywords ?? undefined,
        images: config.brandingImages,
      },
      { apiBase: API_BASE, companyId },
    ),
  };
}

/**
 * The institution of a company page (`/open/company/loginInfo` LOGIN_INFO, "by companyIdx or
 * companyId plus language"). Rejects with the client's ApiError: WB-400-205 when the company does
 * not exist.
 */
export async function loadInstitution(
  companyId: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<Institution> {
  const reply = await api.result(
    'openCompanyLoginInfo.LOGIN_INFO',
    { companyId, language },
    { signal },
  );
  if (!reply) throw new Error(`LOGIN_INFO of ${companyId} came back empty`);
  return institutionFrom(companyId, reply);
}

/** LOGIN_INFO reads started by the login route's loader, while the page's code loads. */
const institutionReads = earlyReads<Institution>();
const readKey = (companyId: string, language: Locale) => `${companyId}\n${language}`;

export function startInstitutionLoad(companyId: string, language: Locale): void {
  institutionReads.start(readKey(companyId, language), () => loadInstitution(companyId, language));
}

/** The read the loader started for this page, if any; the page's own read otherwise. */
export function takeInstitutionLoad(
  companyId: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<Institution> {
  return institutionReads.take(readKey(companyId, language), () =>
    loadInstitution(companyId, language, signal),
  );
}

/**
 * Applies an institution's token brand and run-time branding (logos, title, description,
 * keywords, favicon) while the page shows, and undoes them when it leaves.
 */
export function useInstitutionLooks(looks: Pick<Institution, 'brand' | 'branding'> | undefined) {
  const setBrand = useSetBrand();
  useEffect(() => {
    if (!looks) return;
    setBrand(looks.brand);
    const undoBranding = applyBranding(looks.branding);
    return () => {
      undoBranding();
      setBrand('default');
    };
  }, [looks, setBrand]);
}
