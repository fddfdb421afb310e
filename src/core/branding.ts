import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { websiteAtom } from './session/atoms';

/** SPEC §2: the logo a fresh installation shows. */
export const DEFAULT_LOGO = '/logo.png';

/** The console's title and logo from website info, with the catalogue title and `/logo.png` as defaults. */
export function useBranding(): { title: string; logo: string } {
  const website = useAtomValue(websiteAtom);
  const intl = useIntl();
  return {
    title: website?.admin_title || website?.title || intl.formatMessage({ id: 'app.title' }),
    logo: website?.admin_logo || website?.icon || DEFAULT_LOGO,
  };
}

/** Keeps the browser tab's title and icon in step with the site settings. */
export function BrandingSync() {
  const { title, logo } = useBranding();
  useEffect(() => {
    document.title = title;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = logo;
  }, [title, logo]);
  return null;
}
