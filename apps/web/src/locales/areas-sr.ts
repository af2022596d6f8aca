import accountSr from './account/sr.json';
import adminAreaSr from './admin-area/sr.json';
import advancedBuilderSr from './advanced-builder/sr.json';
import type { enAreas } from './areas-en.ts';
import assetsSr from './assets/sr.json';
import builderSr from './builder/sr.json';
import campaignSr from './campaign/sr.json';
import campaignsSr from './campaigns/sr.json';
import connectorsSr from './connectors/sr.json';
import datesSr from './dates/sr.json';
import detailsSr from './details/sr.json';
import exportsSr from './exports/sr.json';
import gameSr from './game/sr.json';
import helpWidgetSr from './help-widget/sr.json';
import integrationsSr from './integrations/sr.json';
import loyaltySr from './loyalty/sr.json';
import mailSr from './mail/sr.json';
import presenceSr from './presence/sr.json';
import prizesSr from './prizes/sr.json';
import publishingSr from './publishing/sr.json';
import salesSr from './sales/sr.json';
import supportSr from './support/sr.json';
import tutorialsSr from './tutorials/sr.json';
import wizardSr from './wizard/sr.json';

/** The Serbian texts of the feature areas (Latin script), shaped as the English ones (areas-en.ts). */
export const srAreas = {
  campaign: campaignSr,
  campaigns: campaignsSr,
  wizard: wizardSr,
  builder: builderSr,
  assets: assetsSr,
  publishing: publishingSr,
  game: gameSr,
  prizes: prizesSr,
  details: detailsSr,
  exports: exportsSr,
  dates: datesSr,
  tutorials: tutorialsSr,
  account: accountSr,
  support: supportSr,
  sales: salesSr,
  mail: mailSr,
  connectors: connectorsSr,
  presence: presenceSr,
  loyalty: loyaltySr,
  integrations: integrationsSr,
  adminArea: adminAreaSr,
  helpWidget: helpWidgetSr,
  advancedBuilder: advancedBuilderSr,
} as typeof enAreas;
