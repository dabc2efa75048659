import type { ReactNode } from 'react';

/** A home block with its heading (the heading names the block for assistive tech). */
export function HomeSection({ id, title, className = 'py-8', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="mb-5 text-2xl font-bold text-slate-100">
        {title}
      </h2>
      {children}
    </section>
  );
}
