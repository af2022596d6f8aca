import 'i18next';
import type en from '../locales/en.json';

// Typed keys from en.json: a missing or misspelt key is a type error (STYLE: three kinds of text).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
