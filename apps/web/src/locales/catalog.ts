import assetsEn from './assets/en.json';
import assetsSr from './assets/sr.json';
import builderEn from './builder/en.json';
import builderSr from './builder/sr.json';
import campaignEn from './campaign/en.json';
import campaignSr from './campaign/sr.json';
import campaignsEn from './campaigns/en.json';
import campaignsSr from './campaigns/sr.json';
import coreEn from './en.json';
import coreSr from './sr.json';
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
};
export const sr: typeof en = {
  ...coreSr,
  campaign: campaignSr,
  campaigns: campaignsSr,
  wizard: wizardSr,
  builder: builderSr,
  assets: assetsSr,
} as typeof en;
