import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * Each page is its own chunk (ARCHITECTURE: lazy routes keep the per-page JS small), loaded when the
 * route first renders. BUDGET-1: a page behind the sign-in guard renders, so loads, only once the
 * guard lets it: a guest sent to sign in does not download the cart's code.
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element'> {
  const Page = lazy(load);
  return { element: <Page /> };
}

const account = page(() => import('../features/account/account-page'));
/** The payment result pages share one chunk (see features/payments/result-pages.ts). */
const resultPage = (name: 'SuccessPaymentPage' | 'FailPaymentPage' | 'PendingPaymentPage') =>
  page(async () => ({ default: (await import('../features/payments/result-pages'))[name] }));
/** The payout result pages share one chunk too (see features/payouts/result-pages.ts). */
const payoutPage = (name: 'SuccessPayoutPage' | 'FailPayoutPage' | 'PendingPayoutPage') =>
  page(async () => ({ default: (await import('../features/payouts/result-pages'))[name] }));

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', id: 'Home', ...page(() => import('../features/home/home-page')) },
      { path: '/auth', id: 'Auth', ...page(() => import('../features/auth/auth-page')) },
      { path: '/reset-password', ...page(() => import('../features/auth/reset-password-page')) },
      { path: '/success-payment', ...resultPage('SuccessPaymentPage') },
      { path: '/fail-payment', ...resultPage('FailPaymentPage') },
      { path: '/pending-payment', ...resultPage('PendingPaymentPage') },
      { path: '/processing-payment', ...resultPage('PendingPaymentPage') },
      { path: '/success-payout', ...payoutPage('SuccessPayoutPage') },
      { path: '/fail-payout', ...payoutPage('FailPayoutPage') },
      { path: '/pending-payout', ...payoutPage('PendingPayoutPage') },
      { path: '/sale', id: 'SalePage', ...page(() => import('../features/catalog/sale-page')) },
      { path: '/new', id: 'NewItemsPage', ...page(() => import('../features/catalog/new-items-page')) },
      { path: '/products', id: 'ProductListPage', ...page(() => import('../features/catalog/product-list-page')) },
      { path: '/products/:category/:subcategory?', ...page(() => import('../features/catalog/product-list-page')) },
      { path: '/products/:category/:subcategory/:productId', id: 'ProductDetailsPage', ...page(() => import('../features/catalog/product-details-page')) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/account', ...account },
          { path: '/account/personal', id: 'account-personal', ...account },
          { path: '/account/transactions', id: 'account-transactions', ...account },
          { path: '/account/orders', id: 'account-orders', ...account },
          // ORDER-WEB-3: one order's page, its own chunk.
          { path: '/account/orders/:id', ...page(() => import('../features/account/order-page')) },
          { path: '/account/offers', id: 'account-offers', ...account },
          { path: '/account/watchlist', ...page(() => import('../features/watchlist/watchlist-page')) },
          { path: '/email-verification', ...page(() => import('../features/auth/email-verification-page')) },
          { path: '/cart', ...page(() => import('../features/cart/cart-page')) },
          { path: '/request-skin', ...page(() => import('../features/packs/request-skin-page')) },
        ],
      },
      { path: '/email/verify/success', ...page(async () => ({ default: (await import('../features/auth/email-verified-page')).EmailVerifiedSuccess })) },
      { path: '/email/change', ...page(() => import('../features/auth/email-change-page')) },
      { path: '/email/verify/already-success', ...page(async () => ({ default: (await import('../features/auth/email-verified-page')).EmailAlreadyVerified })) },
      { path: '/packs/:id', ...page(() => import('../features/packs/pack-page')) },
      { path: '/static-page/:id', ...page(() => import('../features/static-pages/static-page-by-id')) },
      { path: '/support', ...page(() => import('../features/support/support-page')) },
      // STAFF-WEB-3: the staff invite page is for a person not yet staff: before the gate, so the gate does not catch it.
      { path: '/operator/invite/:token', ...page(() => import('../features/auth/staff-invite-page')) },
      // OPS-41: the back office: a small gate asks the API first; its own code loads for operators only.
      { path: '/operator/*', ...page(() => import('../features/operator/gate')) },
      { path: '/:slug', ...page(() => import('../features/static-pages/static-page-by-slug')) },
      { path: '*', ...page(() => import('../features/not-found/not-found-page')) },
    ],
  },
];

/** The page of the current location (under app/app-router.tsx's AppRouter). */
export const AppRoutes = () => useRoutes(routes);
