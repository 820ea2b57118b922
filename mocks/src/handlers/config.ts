import {
  CONFIG_KEY,
  EMERGENCY_MODE,
  formatConfigString,
  parseConfigString,
} from '@platform/contract';
import type { MockCompany } from '../db/types.ts';
import { scenario } from '../scenario.ts';

/**
 * The configuration string a company hands out: its stored one (the English branding text when
 * asked in English, assumed), with SYSTEM_EMERGENCY_MODE=1 while the scenario says so.
 */
export function configOf(company: MockCompany, language?: 'ko' | 'en'): string {
  const stored = language === 'en' && company.cfgEn ? company.cfgEn : company.cfg;
  if (!scenario.state.emergencyMode) return stored;
  const parsed = parseConfigString(stored);
  if (!parsed.ok) throw new Error(`The seed's configuration of ${company.companyId} is broken`);
  parsed.value.set(CONFIG_KEY.SYSTEM_EMERGENCY_MODE, [[String(EMERGENCY_MODE.ON)]]);
  return formatConfigString(parsed.value);
}
