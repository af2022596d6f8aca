import { loadSignupTexts } from './signup-texts.ts';

/**
 * The public sign-up pages as one lazy chunk (routes.tsx): one import in the log-in page's entry for
 * all three, and their texts are here before any of them renders.
 */
export const signupPagesLoaded = loadSignupTexts();
export { AccountStatusPage } from './AccountStatusPage.tsx';
export { ConfirmRegistrationPage } from './ConfirmRegistrationPage.tsx';
export { RegisterDemoPage } from './RegisterDemoPage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
