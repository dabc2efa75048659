import '../../i18n/operator';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { Button, buttonClass } from '../../ui/button';
import { FormMessage } from '../../ui/field';
import { PageSpinner } from '../../ui/spinner';
import { useStaffRole } from './api/staff-role';
import { mayOpen, sections } from './sections';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-accent-400 ${
    isActive ? 'bg-accent-400 text-ink-950' : 'text-slate-200 hover:bg-ink-700 hover:text-white'
  }`;

/**
 * OPS-42: the back office's shell: its header with a way back to the shop, the navigation built
 * from `sections` (a row that scrolls sideways on a phone, a sidebar from 768 px) and the open
 * section, each a lazy chunk. An unknown path under /operator goes to the first view.
 * STAFF-WEB-1: the navigation and the sections follow the profile's staff role (sectionRoles): a
 * section the role may not open is not linked, and its address says so without loading it.
 */
export default function BackOffice() {
  const { t } = useTranslation();
  const location = useLocation();
  const profile = useStaffRole();
  const role = profile.data;
  const here = location.pathname.replace(/^\/operator\/?/, '');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-ink-700 pb-4">
        <h1 className="text-2xl font-semibold text-white">{t('op_title')}</h1>
        <Link to="/" className="rounded-md px-2 py-1 text-sm text-accent-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-400">
          {t('op_back_to_shop')}
        </Link>
      </header>
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label={t('op_sections')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:w-52 md:shrink-0 md:overflow-visible md:px-0">
          <ul className="flex gap-1 md:flex-col">
            {sections
              .filter((s) => mayOpen(role, s.path))
              .map((s) => (
                <li key={s.path}>
                  <NavLink to={s.path ? `/operator/${s.path}` : '/operator'} end={!s.path} className={navLink}>
                    {t(s.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <section className="min-w-0 flex-1">
          {profile.isPending ? (
            <PageSpinner />
          ) : profile.isError ? (
            <div className="flex flex-col items-start gap-3">
              <FormMessage>{errorMessage(profile.error, t('op_load_failed'))}</FormMessage>
              <Button variant="secondary" onClick={() => void profile.refetch()}>
                {t('op_retry')}
              </Button>
            </div>
          ) : !mayOpen(role, here) ? (
            <RoleRefused />
          ) : (
            <Suspense fallback={<PageSpinner />}>
              <Routes>
                {sections.map((s) => (s.path ? <Route key={s.path} path={`${s.path}/*`} element={<s.element />} /> : <Route key="" index element={<s.element />} />))}
                <Route path="*" element={<Navigate to="/operator" replace />} />
              </Routes>
            </Suspense>
          )}
        </section>
      </div>
    </div>
  );
}

/** STAFF-WEB-1: the address of a section the staff role may not open: said so, with the way to the dashboard. */
function RoleRefused() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_role_refused')}</h2>
      <Link to="/operator" className={buttonClass('secondary', 'h-10')}>
        {t('op_role_refused_link')}
      </Link>
    </div>
  );
}
