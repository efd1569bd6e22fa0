import type { ReactNode } from 'react';

/** Header, content, footer (spec §2). The browse issue fills the header and footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 p-4">
        <a href="/" className="text-xl font-bold text-emerald-900">
          Baobab
        </a>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-stone-200 p-4" />
    </div>
  );
}
