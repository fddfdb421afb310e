// biome-ignore lint/style/noRestrictedImports: the one place that wraps it
import { HTMLSelect as BlueprintHTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

/**
 * Blueprint's HTMLSelect with its dropdown icon named in the reader's language. Use it instead of
 * HTMLSelect: Blueprint titles the icon "Open dropdown" in English whatever the language.
 */
export function HTMLSelect({ iconProps, ...props }: HTMLSelectProps) {
  const intl = useIntl();
  return (
    <BlueprintHTMLSelect
      {...props}
      iconProps={{ title: intl.formatMessage({ id: 'ui.select_open' }), ...iconProps }}
    />
  );
}
