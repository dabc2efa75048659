import type { ReactNode } from 'react';

const ICONS = {
  success: { ring: 'bg-emerald-500/15 text-emerald-400', path: 'M7.6 13.4 4.2 10a1 1 0 1 0-1.4 1.4l4.1 4.1a1 1 0 0 0 1.4 0l9-9A1 1 0 0 0 15.9 5l-8.3 8.4Z' },
  failure: {
    ring: 'bg-red-500/15 text-red-400',
    path: 'M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z',
  },
} as const;

/** The frame of the payment and payout result screens (spec §2): an icon or spinner, a title, a text, buttons. */
export function ResultCard({ icon, title, children, actions }: { icon: keyof typeof ICONS | ReactNode; title: string; children: ReactNode; actions: ReactNode }) {
  const known = typeof icon === 'string' && icon in ICONS ? ICONS[icon as keyof typeof ICONS] : null;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      {known ? (
        <span aria-hidden="true" className={`flex size-16 items-center justify-center rounded-full ${known.ring}`}>
          <svg viewBox="0 0 20 20" className="size-8 fill-current">
            <path d={known.path} />
          </svg>
        </span>
      ) : (
        icon
      )}
      <h1 className="text-3xl font-bold text-white">{title}</h1>
      <div className="text-slate-300">{children}</div>
      <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  );
}
