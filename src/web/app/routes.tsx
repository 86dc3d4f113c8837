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
  route('/', 'home', () => import('../pages/public/HomePage.tsx')),
  route('/singleproperty/:id?', 'singleproperty', () => import('../pages/public/SinglePropertyPage.tsx')),
  route('/searchproperties', 'searchproperties', () => import('../pages/public/SearchPropertiesPage.tsx')),
  route('/investor', 'investor', () => import('../pages/public/InvestorPage.tsx')),
  route('/landlord', 'landlord', () => import('../pages/public/LandlordPage.tsx')),
  route('/workwithus', 'workwithus', () => import('../pages/public/WorkWithUsPage.tsx')),
  route('/singlenew/:id?', 'singlenew', () => import('../pages/public/SingleNewPage.tsx')),
  route('/blog', 'blog', () => import('../pages/public/BlogPage.tsx')),
  route('/help/:option?', 'help', () => import('../pages/public/HelpPage.tsx')),
  route('/aboutus', 'aboutus', () => import('../pages/public/AboutUsPage.tsx')),
  route('/faq', 'faq', () => import('../pages/public/FaqPage.tsx')),
  route('/tyc', 'tyc', () => import('../pages/public/TermsPage.tsx')),
  route('/privacy', 'privacy', () => import('../pages/public/PrivacyPage.tsx')),
  route('/singleadvantage/:id?', 'singleadvantage', () => import('../pages/public/SingleAdvantagePage.tsx')),
  route('/advantages', 'advantages', () => import('../pages/public/AdvantagesPage.tsx')),
  route('/pay/success/:ID', 'paysuccess', () => import('../pages/public/PaySuccessPage.tsx')),
  route('/pay/error', 'payerror', () => import('../pages/public/PayErrorPage.tsx')),
  route('/checkout/sandbox/:reference', 'sandboxcheckout', () => import('../pages/public/checkout/SandboxCheckoutPage.tsx')),
  route('/maptest', 'maptest', () => import('../pages/public/MapTestPage.tsx')),
  route('/dashboard', 'dashboard', () => import('../pages/public/DashboardPage.tsx')),
];

export const accountRoutes: ScreenRoute[] = [
  route('/login', 'login', () => import('../pages/auth/LoginPage.tsx')),
  route('/register', 'register', () => import('../pages/auth/RegisterPage.tsx')),
  route('/verification/:nonce?/:email?', 'verification', () => import('../pages/auth/VerificationPage.tsx')),
  route('/forgot/:nonce?/:email?', 'forgot', () => import('../pages/auth/ForgotPage.tsx')),
  { ...route('/myroom', 'myroom', () => import('../pages/user/MyRoomPage.tsx')), access: 'signedIn' },
  { ...route('/profile', 'profile', () => import('../pages/user/ProfilePage.tsx')), access: 'signedIn' },
];

// The back-office is for staff: every panel, editor and collection screen.
export const adminRoutes: ScreenRoute[] = [
  route('/admin', 'admin', () => import('../pages/admin/AdminDashboardPage.tsx')),
  route('/adminmain', 'adminmain', () => import('../pages/admin/AdminMainPage.tsx')),
  route('/admintables', 'admintables', () => import('../pages/admin/AdminTablesPage.tsx')),
  route('/payment-control-panel', 'paymentcontrolpanel', () => import('../pages/admin/PaymentControlPanelPage.tsx')),
  route('/discountPanel', 'discountpanel', () => import('../pages/admin/DiscountPanelPage.tsx')),
  route('/deliveries-panel', 'deliveriespanel', () => import('../pages/admin/DeliveriesPanelPage.tsx')),
  route('/manageroom/:id?', 'manageroom', () => import('../pages/admin/ManageRoomPage.tsx')),
  route('/manageproperty/:id?', 'manageproperty', () => import('../pages/admin/ManagePropertyPage.tsx')),
  route('/managenew/:id?', 'managenew', () => import('../pages/admin/ManageNewPage.tsx')),
  ...__COLLECTION_ROUTES__.map(([path, collection]) =>
    route(path, 'collection', () => import('../pages/admin/CollectionPage.tsx'), { collection }),
  ),
].map((screen): ScreenRoute => ({ ...screen, access: 'staff' }));

export const allRoutes: ScreenRoute[] = [...publicRoutes, ...accountRoutes, ...adminRoutes];
