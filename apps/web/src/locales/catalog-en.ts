import { enAreas } from './areas-en.ts';
import coreEn from './en.json';
import signupEn from './signup/en.json';

/** Every English text: the core file, the feature areas and the sign-up pages' texts (lib/i18n.ts loads each apart). Keys are typed from it (lib/i18next.d.ts). */
export const en = { ...coreEn, ...enAreas, signup: signupEn };
export type Catalog = typeof en;
