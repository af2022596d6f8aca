/** The sales area's pages as one lazy chunk (routes.tsx, through load-pages.ts). */
export { SalesDashboardPage } from './SalesDashboardPage.tsx';
export { SalesRegisterPage } from './SalesRegisterPage.tsx';
