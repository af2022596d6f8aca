import 'i18next';
import type { Catalog } from '../locales/catalog-en.ts';

// Typed keys from the English catalogue: a missing or misspelt key is a type error (STYLE: three kinds of text).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalog };
    returnNull: false;
  }
}
