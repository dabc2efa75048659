import type { ReactNode } from 'react';

/** The centred card the auth, reset and verification screens share. */
export function AuthCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className="mx-auto w-full px-4 py-10 sm:py-16">
      <div className={`mx-auto w-full ${wide ? 'max-w-lg' : 'max-w-md'} rounded-2xl border border-ink-700 bg-ink-900/80 p-6 shadow-xl shadow-black/30 sm:p-8`}>
        <h1 className="mb-6 text-2xl font-bold text-white">{title}</h1>
        {children}
      </div>
    </section>
  );
}
