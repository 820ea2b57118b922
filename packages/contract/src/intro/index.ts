// The public site's setting (INTRO_SETTING) and fee tables: outside the folders the app's core
// chunk takes in (apps/web/vite.config.ts), since only the public pages read them.
export * from './introSetting.ts';
export * from './publicFees.ts';
