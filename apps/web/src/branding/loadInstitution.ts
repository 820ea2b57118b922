import { readConfigString } from '@platform/contract';
import type { Branding } from '@platform/ui';
import { API_BASE } from '../app/apiBase.ts';
import { brandingFromConfig } from './brandingFromConfig.ts';

export interface Institution {
  companyName: string;
  /** The token brand its configuration names (WEB_BRAND_THEME, assumed key). */
  brand: string;
  branding: Branding;
}

/** A failed call, carrying the server's error code (foundation.md §8). */
export class InstitutionLoadError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'InstitutionLoadError';
  }
}

interface LoginInfoEnvelope {
  success?: boolean;
  errorCode?: string | null;
  result?: { cfg?: string; bodaCompany?: { companyName?: string } } | null;
}

/**
 * The institution's name, brand and branding from `/open/company/loginInfo` LOGIN_INFO. The
 * client of issue 4 will take over the call; the reading of the configuration is the contract's.
 */
export async function loadInstitution(
  companyId: string,
  signal?: AbortSignal,
): Promise<Institution> {
  const query = new URLSearchParams({ command: 'LOGIN_INFO', companyId });
  const response = await fetch(`${API_BASE}/open/company/loginInfo?${query}`, { signal });
  const body = (await response.json().catch(() => ({}))) as LoginInfoEnvelope;
  if (!response.ok || !body.success || !body.result) {
    throw new InstitutionLoadError(body.errorCode ?? 'NO_ERROR_CODE');
  }
  const { config } = readConfigString(body.result.cfg);
  const { title, description, keywords } = config.brandingText;
  return {
    companyName: body.result.bodaCompany?.companyName ?? companyId,
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
