import { Button } from '@blueprintjs/core';
import { isCatalogueLocale } from '../../core/i18n/intl';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { useLanguageChoice, useThemeToggle } from '../shell/preference-hooks';

/**
 * The public pages' language and theme controls. A native list and a plain button: the header's
 * popover menu and tooltip would bring the floating-layout library to every public page.
 */
export function PublicPreferences() {
  const { options, locale, choose, heading } = useLanguageChoice();
  const theme = useThemeToggle();
  return (
    <>
      <HTMLSelect
        minimal
        value={locale}
        aria-label={heading}
        data-action="language.switch"
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (isCatalogueLocale(code)) void choose(code);
        }}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} data-locale={option.code}>
            {option.title}
          </option>
        ))}
      </HTMLSelect>
      <Button
        variant="minimal"
        icon={theme.icon}
        aria-label={theme.label}
        title={theme.label}
        data-action="theme.toggle"
        onClick={theme.toggle}
      />
    </>
  );
}
