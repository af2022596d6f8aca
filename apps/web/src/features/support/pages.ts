export { SupportPage } from './SupportPage.tsx';
export { UserGuidesPage } from './UserGuidesPage.tsx';
