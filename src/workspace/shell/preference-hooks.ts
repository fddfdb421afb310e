import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Theme } from '../../../contract/enums';
import { languageOptionsAtom } from '../../core/i18n/languages';
import { localeAtom, themeAtom } from '../../core/preferences';
// The command itself, not the command registry: the public pages show this button too.
import { toggleThemeCommand } from '../commands/preference-commands';

/** The light/dark switch: the same action as the palette's and its shortcut. */
export function useThemeToggle() {
  const intl = useIntl();
  const theme = useAtomValue(themeAtom);
  return {
    label: intl.formatMessage({ id: 'command.theme_toggle' }),
    icon: theme === Theme.dark ? ('flash' as const) : ('moon' as const),
    toggle: () => void toggleThemeCommand.run(),
  };
}

/** The languages to pick from (those the server offers and a catalogue covers) and the shown one. */
export function useLanguageChoice() {
  const intl = useIntl();
  const options = useAtomValue(languageOptionsAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const language = options.find((option) => option.code === locale)?.title ?? locale;
  return {
    options,
    locale,
    choose: setLocale,
    language,
    heading: intl.formatMessage({ id: 'command.language_switch' }),
    // Starts with the visible text, so a voice user can say what they see (WCAG 2.5.3).
    buttonLabel: intl.formatMessage({ id: 'shell.language_button' }, { language }),
  };
}
