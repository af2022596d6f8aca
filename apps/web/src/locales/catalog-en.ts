import assetsEn from './assets/en.json';
import builderEn from './builder/en.json';
import campaignEn from './campaign/en.json';
import campaignsEn from './campaigns/en.json';
import detailsEn from './details/en.json';
import coreEn from './en.json';
import gameEn from './game/en.json';
import prizesEn from './prizes/en.json';
import publishingEn from './publishing/en.json';
import tutorialsEn from './tutorials/en.json';
import wizardEn from './wizard/en.json';

/**
 * The builder's English texts: the core file plus one file per feature area, each under its own
 * top-level key, so that areas are translated (and changed) independently. Keys are typed from English.
 * Each language is its own chunk, loaded by lib/i18n.ts when chosen (issue 18).
 */
export const en = {
  ...coreEn,
  campaign: campaignEn,
  campaigns: campaignsEn,
  wizard: wizardEn,
  builder: builderEn,
  assets: assetsEn,
  publishing: publishingEn,
  game: gameEn,
  prizes: prizesEn,
  details: detailsEn,
  tutorials: tutorialsEn,
};

export type Catalog = typeof en;
