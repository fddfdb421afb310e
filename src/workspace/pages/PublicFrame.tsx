import type { ReactNode } from 'react';
import { useBranding } from '../../core/branding';
import { PublicPreferences } from './PublicPreferences';

/** The frame of the pages outside the console (login, maintenance, not found): brand and preferences. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { title, logo } = useBranding();
  return (
    <div className="lc-public">
      <header className="lc-public-header">
        <span className="lc-brand">
          <img src={logo} alt="" width={24} height={24} />
          <span className="lc-brand-title">{title}</span>
        </span>
        <span className="lc-header-spacer" />
        <PublicPreferences />
      </header>
      <main className="lc-public-main">{children}</main>
    </div>
  );
}
