/** The pages of issue 15's loyalty area, one lazily loaded chunk (routes.tsx). */
export { OutcomeAttributesPage } from '../outcome-attributes/OutcomeAttributesPage.tsx';
export { LoyaltyPage } from './LoyaltyPage.tsx';
