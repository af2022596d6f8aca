import { enAreas } from './areas-en.ts';
import coreEn from './en.json';

/** Every English text: the core file and the feature areas. Keys are typed from it (lib/i18next.d.ts). */
export const en = { ...coreEn, ...enAreas };
export type Catalog = typeof en;
