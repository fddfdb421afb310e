import { useIntl } from 'react-intl';
import { DEFAULT_LAYOUT_NAME } from '../../core/layout/layout-atoms';

/** Layout names are the user's own text, except the built-in default, which is translated. */
export function useLayoutLabel(): (name: string) => string {
  const intl = useIntl();
  return (name) => (name === DEFAULT_LAYOUT_NAME ? intl.formatMessage({ id: 'layout.default_name' }) : name);
}
