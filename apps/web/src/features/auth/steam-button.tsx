import { API_BASE } from '../../api/client';
import { buttonClass } from '../../ui/button';

/** Steam sign-in is a full-page navigation to the API, which comes back to `redirect` (spec §2, §7). */
export function steamLoginUrl(redirect: string): string {
  return `${API_BASE}/auth/steam?redirect=${encodeURIComponent(redirect)}`;
}

export function SteamButton({ label, redirect }: { label: string; redirect: string }) {
  return (
    <a href={steamLoginUrl(redirect)} className={buttonClass('secondary', 'h-11 w-full')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
        <path d="M12 2a10 10 0 0 0-9.96 9.2l5.36 2.2a2.8 2.8 0 0 1 1.6-.5h.15l2.4-3.45v-.05a3.8 3.8 0 1 1 3.8 3.8h-.09l-3.4 2.44v.13a2.85 2.85 0 0 1-5.64.56L2.4 14.8A10 10 0 1 0 12 2Zm-4.4 15.2-1.23-.5a2.13 2.13 0 1 0 1.17-2.9l1.27.52a1.57 1.57 0 1 1-1.2 2.88Zm9.84-7.95a2.53 2.53 0 1 0-2.53 2.53 2.53 2.53 0 0 0 2.53-2.53Zm-4.43 0a1.9 1.9 0 1 1 1.9 1.9 1.9 1.9 0 0 1-1.9-1.9Z" />
      </svg>
      {label}
    </a>
  );
}
