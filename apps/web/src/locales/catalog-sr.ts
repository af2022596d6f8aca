import { srAreas } from './areas-sr.ts';
import type { Catalog } from './catalog-en.ts';
import signupSr from './signup/sr.json';
import coreSr from './sr.json';

/** Every Serbian text (Latin script), shaped as the English ones (catalog-en.ts). */
export const sr = { ...coreSr, ...srAreas, signup: signupSr } as Catalog;
