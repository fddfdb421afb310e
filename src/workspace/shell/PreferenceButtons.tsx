import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { useLanguageChoice, useThemeToggle } from './preference-hooks';

/** The console header's light/dark switch, named in a tooltip. */
export function ThemeButton() {
  const { label, icon, toggle } = useThemeToggle();
  return (
    <Tooltip content={label} placement="bottom">
      <Button variant="minimal" icon={icon} aria-label={label} data-action="theme.toggle" onClick={toggle} />
    </Tooltip>
  );
}

/** The console header's language menu. */
export function LanguageButton({ minimal = true }: { minimal?: boolean }) {
  const { options, locale, choose, language, heading, buttonLabel } = useLanguageChoice();
  return (
    <PopoverNext
      placement="bottom-end"
      arrow={false}
      content={
        <Menu>
          <MenuDivider title={heading} />
          {options.map((option) => (
            <MenuItem
              key={option.code}
              text={option.title}
              label={option.code}
              roleStructure="listoption"
              selected={option.code === locale}
              data-locale={option.code}
              onClick={() => choose(option.code)}
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
        aria-label={buttonLabel}
        data-action="language.switch"
      />
    </PopoverNext>
  );
}
