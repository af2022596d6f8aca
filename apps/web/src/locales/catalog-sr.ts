import assetsSr from './assets/sr.json';
import builderSr from './builder/sr.json';
import campaignSr from './campaign/sr.json';
import campaignsSr from './campaigns/sr.json';
import type { Catalog } from './catalog-en.ts';
import detailsSr from './details/sr.json';
import gameSr from './game/sr.json';
import prizesSr from './prizes/sr.json';
import publishingSr from './publishing/sr.json';
import coreSr from './sr.json';
import tutorialsSr from './tutorials/sr.json';
import wizardSr from './wizard/sr.json';

/** The builder's Serbian texts (Latin script), shaped as the English ones (catalog-en.ts). */
export const sr: Catalog = {
  ...coreSr,
  campaign: campaignSr,
  campaigns: campaignsSr,
  wizard: wizardSr,
  builder: builderSr,
  assets: assetsSr,
  publishing: publishingSr,
  game: gameSr,
  prizes: prizesSr,
  details: detailsSr,
  tutorials: tutorialsSr,
} as Catalog;
