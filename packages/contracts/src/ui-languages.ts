/** The builder's own languages (spec §2/§9): English by default, Serbian in Latin script. */
export const UI_LANGUAGES = ['en', 'sr'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';
