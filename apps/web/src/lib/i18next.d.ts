import 'i18next';
import type { en } from '../locales/catalog.ts';

// Typed keys from the English catalogue: a missing or misspelt key is a type error (STYLE: three kinds of text).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
