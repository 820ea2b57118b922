import { type ConfigFault, type ConfigValue, parseConfigString } from './configString.ts';
import {
  type BrandingImage,
  type BrandingText,
  type BrandTheme,
  type ClientSetting,
  type InstitutionContacts,
  type LoginDisplay,
  type PasswordPolicy,
  readAppSpec,
  readBrandingImages,
  readBrandingText,
  readBrandTheme,
  readClientSetting,
  readEmergencyMode,
  readFileManual,
  readFuncUse,
  readHelpSite,
  readLoginDisplay,
  readPasswordPolicy,
  readRoomCategory,
  readSiteUrl,
  readSupportContacts,
  readUserTypeAuth,
} from './readers.ts';

/** Every key of foundation.md §3 (and the assumed ones of CONFIG_KEY), read and typed. */
export interface ConfigReading {
  emergencyMode: number;
  userTypeAuth: ReadonlyMap<number, number>;
  funcUse: readonly boolean[];
  roomCategory1: boolean;
  roomCategory3: boolean;
  passwordPolicy: PasswordPolicy;
  helpSite: string | null;
  clientSetting: ClientSetting;
  loginDisplay: LoginDisplay;
  fileManual: string | null;
  appSpec: string | null;
  brandingImages: ReadonlySet<BrandingImage>;
  brandingText: BrandingText;
  siteUrl: string | null;
  brandTheme: BrandTheme;
  contacts: InstitutionContacts;
}

/** Reads every key; each absent or unreadable key gets its reader's default. */
export function readConfig(config: ConfigValue): ConfigReading {
  return {
    emergencyMode: readEmergencyMode(config),
    userTypeAuth: readUserTypeAuth(config),
    funcUse: readFuncUse(config),
    roomCategory1: readRoomCategory(config, 1),
    roomCategory3: readRoomCategory(config, 3),
    passwordPolicy: readPasswordPolicy(config),
    helpSite: readHelpSite(config),
    clientSetting: readClientSetting(config),
    loginDisplay: readLoginDisplay(config),
    fileManual: readFileManual(config),
    appSpec: readAppSpec(config),
    brandingImages: readBrandingImages(config),
    brandingText: readBrandingText(config),
    siteUrl: readSiteUrl(config),
    brandTheme: readBrandTheme(config),
    contacts: readSupportContacts(config),
  };
}

/** The reading of an empty configuration: every default. */
export const DEFAULT_CONFIG_READING: ConfigReading = readConfig(new Map());

/**
 * Parses and reads a stored or fetched configuration string. A faulty string reads as the
 * defaults, and the fault comes back for logging (never throws; the page must still load).
 */
export function readConfigString(text: string | null | undefined): {
  config: ConfigReading;
  error: ConfigFault | null;
} {
  const parsed = parseConfigString(text ?? '');
  return parsed.ok
    ? { config: readConfig(parsed.value), error: null }
    : { config: DEFAULT_CONFIG_READING, error: parsed.error };
}
