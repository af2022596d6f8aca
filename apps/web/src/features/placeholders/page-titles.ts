/** Screens that show the "coming soon" panel until their issue builds them (keys of `pages.*`). */
export type PageTitleKey =
  | 'register'
  | 'registerDemo'
  | 'accountStatus'
  | 'wizard'
  | 'builder'
  | 'campaigns'
  | 'campaignDetails'
  | 'salesDashboard'
  | 'salesRegister'
  | 'support'
  | 'userGuides'
  | 'integrations'
  | 'prizeManagement'
  | 'advancedBuilder';
