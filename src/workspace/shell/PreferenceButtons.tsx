import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Theme } from '../../../contract/enums';
import { languageOptionsAtom } from '../../core/i18n/languages';
import { localeAtom, themeAtom } from '../../core/preferences';
// The command itself, not the command registry: the public pages show this button too.
import { toggleThemeCommand } from '../commands/preference-commands';

/** Light/dark switch; the same action as the palette's and its shortcut. */
export function ThemeButton() {
  const intl = useIntl();
  const theme = useAtomValue(themeAtom);
  const label = intl.formatMessage({ id: 'command.theme_toggle' });
  return (
    <Tooltip content={label} placement="bottom">
      <Button
        variant="minimal"
        icon={theme === Theme.dark ? 'flash' : 'moon'}
        aria-label={label}
        data-action="theme.toggle"
        onClick={() => void toggleThemeCommand.run()}
      />
    </Tooltip>
  );
}

/** The language picker: only languages that the server offers and a catalogue covers. */
export function LanguageButton({ minimal = true }: { minimal?: boolean }) {
  const intl = useIntl();
  const options = useAtomValue(languageOptionsAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const current = options.find((option) => option.code === locale);
  const language = current?.title ?? locale;
  return (
    <PopoverNext
      placement="bottom-end"
      arrow={false}
      content={
        <Menu>
          <MenuDivider title={intl.formatMessage({ id: 'command.language_switch' })} />
          {options.map((option) => (
            <MenuItem
              key={option.code}
              text={option.title}
              label={option.code}
              roleStructure="listoption"
              selected={option.code === locale}
              data-locale={option.code}
              onClick={() => setLocale(option.code)}
            />
          ))}
        </Menu>
      }
    >
      <Button
        variant={minimal ? 'minimal' : undefined}
        icon="translate"
        endIcon="caret-down"
        text={language}
        // Starts with the visible text, so a voice user can say what they see (WCAG 2.5.3).
        aria-label={intl.formatMessage({ id: 'shell.language_button' }, { language })}
        data-action="language.switch"
      />
    </PopoverNext>
  );
}
