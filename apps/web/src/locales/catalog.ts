import assetsEn from './assets/en.json';
import assetsSr from './assets/sr.json';
import builderEn from './builder/en.json';
import builderSr from './builder/sr.json';
import campaignEn from './campaign/en.json';
import campaignSr from './campaign/sr.json';
import campaignsEn from './campaigns/en.json';
import campaignsSr from './campaigns/sr.json';
import detailsEn from './details/en.json';
import detailsSr from './details/sr.json';
import coreEn from './en.json';
import gameEn from './game/en.json';
import gameSr from './game/sr.json';
import prizesEn from './prizes/en.json';
import prizesSr from './prizes/sr.json';
import publishingEn from './publishing/en.json';
import publishingSr from './publishing/sr.json';
import coreSr from './sr.json';
import tutorialsEn from './tutorials/en.json';
import tutorialsSr from './tutorials/sr.json';
import wizardEn from './wizard/en.json';
import wizardSr from './wizard/sr.json';

/**
 * The builder's texts: the core file plus one file per feature area, each under its own top-level
 * key, so that areas are translated (and changed) independently. Keys are typed from English.
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
export const sr: typeof en = {
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
} as typeof en;
