import accountEn from './account/en.json';
import adminAreaEn from './admin-area/en.json';
import advancedBuilderEn from './advanced-builder/en.json';
import assetsEn from './assets/en.json';
import builderEn from './builder/en.json';
import campaignEn from './campaign/en.json';
import campaignsEn from './campaigns/en.json';
import connectorsEn from './connectors/en.json';
import datesEn from './dates/en.json';
import detailsEn from './details/en.json';
import exportsEn from './exports/en.json';
import gameEn from './game/en.json';
import helpWidgetEn from './help-widget/en.json';
import integrationsEn from './integrations/en.json';
import loyaltyEn from './loyalty/en.json';
import mailEn from './mail/en.json';
import presenceEn from './presence/en.json';
import prizesEn from './prizes/en.json';
import publishingEn from './publishing/en.json';
import salesEn from './sales/en.json';
import supportEn from './support/en.json';
import tutorialsEn from './tutorials/en.json';
import wizardEn from './wizard/en.json';

/**
 * The English texts of the feature areas, one file each under its own top-level key, so that areas are
 * translated (and changed) independently. Only signed-in pages read them: lib/i18n.ts loads them with
 * the signed-in frame, and the log-in page loads the core file (en.json) alone (issue 18).
 */
export const enAreas = {
  campaign: campaignEn,
  campaigns: campaignsEn,
  wizard: wizardEn,
  builder: builderEn,
  assets: assetsEn,
  publishing: publishingEn,
  game: gameEn,
  prizes: prizesEn,
  details: detailsEn,
  exports: exportsEn,
  dates: datesEn,
  tutorials: tutorialsEn,
  account: accountEn,
  support: supportEn,
  sales: salesEn,
  mail: mailEn,
  connectors: connectorsEn,
  presence: presenceEn,
  loyalty: loyaltyEn,
  integrations: integrationsEn,
  adminArea: adminAreaEn,
  helpWidget: helpWidgetEn,
  advancedBuilder: advancedBuilderEn,
};
