import type { ComponentType } from 'react';
import { lazyScreen, type Screen } from './lazy-screen.ts';
import type { ScreenAccess } from './RequireAccess.tsx';

// Every route of spec §2, each screen its own chunk. The collection screens share one
// generic screen (and so one chunk), told which collection by its route.

export interface ScreenRoute {
  path: string;
  chunk: string;
  /** Takes different props per screen, handed over as `props`. */
  Screen: Screen;
  props?: Record<string, unknown>;
  /** Who may open it; everyone when absent. */
  access?: ScreenAccess;
}

const screens = new Map<string, ScreenRoute['Screen']>();

function route(path: string, chunk: string, load: () => Promise<{ default: ComponentType<never> }>, props?: Record<string, unknown>): ScreenRoute {
  let Screen = screens.get(chunk);
  if (!Screen) {
    Screen = lazyScreen(chunk, load as () => Promise<{ default: ComponentType }>);
    screens.set(chunk, Screen);
  }
  return { path, chunk, Screen, props };
}

export const publicRoutes: ScreenRoute[] = [
  route('/', 'home', () => import('../features/home/HomePage.tsx')),
  route('/singleproperty/:id?', 'singleproperty', () => import('./screens/SinglePropertyPage.tsx')),
  route('/searchproperties', 'searchproperties', () => import('../features/search/SearchPropertiesPage.tsx')),
  route('/investor', 'investor', () => import('../features/content/InvestorPage.tsx')),
  route('/landlord', 'landlord', () => import('../features/content/LandlordPage.tsx')),
  route('/workwithus', 'workwithus', () => import('../features/content/WorkWithUsPage.tsx')),
  route('/singlenew/:id?', 'singlenew', () => import('../features/content/SingleNewPage.tsx')),
  route('/blog', 'blog', () => import('../features/content/BlogPage.tsx')),
  route('/help/:option?', 'help', () => import('../features/content/HelpPage.tsx')),
  route('/aboutus', 'aboutus', () => import('../features/content/AboutUsPage.tsx')),
  route('/faq', 'faq', () => import('../features/content/FaqPage.tsx')),
  route('/tyc', 'tyc', () => import('../features/content/TermsPage.tsx')),
  route('/privacy', 'privacy', () => import('../features/content/PrivacyPage.tsx')),
  route('/singleadvantage/:id?', 'singleadvantage', () => import('../features/content/SingleAdvantagePage.tsx')),
  route('/advantages', 'advantages', () => import('../features/content/AdvantagesPage.tsx')),
  route('/pay/success/:ID', 'paysuccess', () => import('../features/checkout/PaySuccessPage.tsx')),
  route('/pay/error', 'payerror', () => import('../features/checkout/PayErrorPage.tsx')),
  route('/checkout/sandbox/:reference', 'sandboxcheckout', () => import('../features/checkout/SandboxCheckoutPage.tsx')),
  route('/maptest', 'maptest', () => import('../features/search/MapTestPage.tsx')),
  route('/dashboard', 'dashboard', () => import('../features/dashboard/DashboardPage.tsx')),
];

export const accountRoutes: ScreenRoute[] = [
  route('/login', 'login', () => import('../features/accounts/LoginPage.tsx')),
  route('/register', 'register', () => import('../features/accounts/RegisterPage.tsx')),
  route('/verification/:nonce?/:email?', 'verification', () => import('../features/accounts/VerificationPage.tsx')),
  route('/forgot/:nonce?/:email?', 'forgot', () => import('../features/accounts/ForgotPage.tsx')),
  { ...route('/myroom', 'myroom', () => import('../features/my-room/MyRoomPage.tsx')), access: 'signedIn' },
  { ...route('/profile', 'profile', () => import('../features/accounts/ProfilePage.tsx')), access: 'signedIn' },
];

// The back-office is for staff: every panel, editor and collection screen.
export const adminRoutes: ScreenRoute[] = [
  route('/admin', 'admin', () => import('../features/backoffice-panels/AdminDashboardPage.tsx')),
  route('/adminmain', 'adminmain', () => import('../features/backoffice-panels/AdminMainPage.tsx')),
  route('/admintables', 'admintables', () => import('../features/backoffice-panels/AdminTablesPage.tsx')),
  route('/payment-control-panel', 'paymentcontrolpanel', () => import('../features/backoffice-panels/PaymentControlPanelPage.tsx')),
  route('/discountPanel', 'discountpanel', () => import('../features/backoffice-panels/DiscountPanelPage.tsx')),
  route('/deliveries-panel', 'deliveriespanel', () => import('../features/backoffice-panels/DeliveriesPanelPage.tsx')),
  route('/manageroom/:id?', 'manageroom', () => import('../features/backoffice-collections/ManageRoomPage.tsx')),
  route('/manageproperty/:id?', 'manageproperty', () => import('../features/backoffice-collections/ManagePropertyPage.tsx')),
  route('/managenew/:id?', 'managenew', () => import('../features/backoffice-collections/ManageNewPage.tsx')),
  ...__COLLECTION_ROUTES__.map(([path, collection]) =>
    route(path, 'collection', () => import('../features/backoffice-collections/CollectionPage.tsx'), { collection }),
  ),
].map((screen): ScreenRoute => ({ ...screen, access: 'staff' }));

export const allRoutes: ScreenRoute[] = [...publicRoutes, ...accountRoutes, ...adminRoutes];
