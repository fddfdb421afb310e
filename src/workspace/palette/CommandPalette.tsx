import { Icon, KeyComboTag, Overlay2 } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { useAtom, useAtomValue } from 'jotai';
import { type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageOptionsAtom } from '../../core/i18n/languages';
import { DEFAULT_LAYOUT_NAME, layoutNamesAtom } from '../../core/layout/layout-atoms';
import { localeAtom } from '../../core/preferences';
import { appStore } from '../../core/store';
import type { MessageKey } from '../../i18n/catalogues';
import { useLayoutLabel } from '../layout/use-layout-label';
import { removeLayout, saveLayoutAs, switchLayout } from '../layout/workspace-layout';
import './builtin-providers';
import './code-provider';
import { type PalettePage, paletteAtom } from './palette-atoms';
import {
  type PaletteItem,
  type PaletteProvider,
  paletteProviders,
  subscribeToProviders,
} from './palette-providers';

function PaletteRow({ item, onDone, checked }: { item: PaletteItem; onDone(): void; checked?: boolean }) {
  return (
    <Command.Item
      value={item.id}
      keywords={item.keywords}
      onSelect={() => {
        onDone();
        item.run();
      }}
      className="lc-palette-item"
    >
      <Icon icon={item.icon ?? 'dot'} size={14} className="lc-palette-item-icon" />
      <span className="lc-palette-item-label">{item.label}</span>
      {checked && <Icon icon="tick" size={12} className="lc-palette-item-check" />}
      {item.hint && <span className="lc-palette-item-hint">{item.hint}</span>}
      {item.shortcut?.map((combo) => (
        <KeyComboTag key={combo} combo={combo} minimal className="lc-palette-item-combo" />
      ))}
    </Command.Item>
  );
}

function ProviderGroup({
  provider,
  query,
  onDone,
}: {
  provider: PaletteProvider;
  query: string;
  onDone(): void;
}) {
  const intl = useIntl();
  const items = provider.useItems(query);
  if (items.length === 0) return null;
  // An ASCII value: cmdk finds groups by their encoded value to put the best-matching one first,
  // which misses a group named by its Chinese heading.
  return (
    <Command.Group value={provider.id} heading={intl.formatMessage({ id: provider.headingKey })}>
      {items.map((item) => (
        <PaletteRow key={item.id} item={item} onDone={onDone} />
      ))}
    </Command.Group>
  );
}

function LanguagePage({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const options = useAtomValue(languageOptionsAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <Command.Group heading={intl.formatMessage({ id: 'command.language_switch' })}>
      {options.map((option) => (
        <PaletteRow
          key={option.code}
          checked={option.code === locale}
          item={{
            id: `language:${option.code}`,
            label: option.title,
            icon: 'translate',
            keywords: [option.code],
            run: () => setLocale(option.code),
          }}
          onDone={onDone}
        />
      ))}
    </Command.Group>
  );
}

function LayoutPage({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const { active, names } = useAtomValue(layoutNamesAtom);
  const label = useLayoutLabel();
  const removable = names.filter((name) => name !== DEFAULT_LAYOUT_NAME);
  return (
    <>
      <Command.Group heading={intl.formatMessage({ id: 'command.layout_switch' })}>
        {names.map((name) => (
          <PaletteRow
            key={name}
            checked={name === active}
            item={{
              id: `layout:${name}`,
              label: label(name),
              icon: 'control',
              run: () => void switchLayout(name),
            }}
            onDone={onDone}
          />
        ))}
      </Command.Group>
      {removable.length > 0 && (
        <Command.Group heading={intl.formatMessage({ id: 'palette.group_remove_layout' })}>
          {removable.map((name) => (
            <PaletteRow
              key={name}
              item={{
                id: `remove-layout:${name}`,
                label: intl.formatMessage({ id: 'palette.remove_layout' }, { name }),
                icon: 'trash',
                run: () => void removeLayout(name),
              }}
              onDone={onDone}
            />
          ))}
        </Command.Group>
      )}
    </>
  );
}

function SaveLayoutPage({ name, onDone }: { name: string; onDone(): void }) {
  const intl = useIntl();
  const { names } = useAtomValue(layoutNamesAtom);
  const label = useLayoutLabel();
  const trimmed = name.trim();
  return (
    <Command.Group heading={intl.formatMessage({ id: 'command.layout_save' })}>
      {trimmed && (
        <PaletteRow
          item={{
            id: `save:new:${trimmed}`,
            label: intl.formatMessage({ id: 'palette.save_layout_as' }, { name: trimmed }),
            icon: 'floppy-disk',
            run: () => void saveLayoutAs(trimmed),
          }}
          onDone={onDone}
        />
      )}
      {names
        .filter((existing) => existing !== trimmed)
        .map((existing) => (
          <PaletteRow
            key={existing}
            item={{
              id: `save:${existing}`,
              label: intl.formatMessage({ id: 'palette.overwrite_layout' }, { name: label(existing) }),
              icon: 'floppy-disk',
              run: () => void saveLayoutAs(existing),
            }}
            onDone={onDone}
          />
        ))}
    </Command.Group>
  );
}

const placeholders: Record<PalettePage, MessageKey> = {
  root: 'palette.placeholder',
  languages: 'palette.placeholder_language',
  layouts: 'palette.placeholder_layout',
  save_layout: 'palette.placeholder_save_layout',
};

type BodyProps = { page: PalettePage; onBack(): void; onDone(): void };

/** Keyed by page in the palette, so the query starts empty on every page. */
function PaletteBody({ page, onBack, onDone }: BodyProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const providers = useSyncExternalStore(subscribeToProviders, paletteProviders, paletteProviders);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && query === '' && page !== 'root') {
      event.preventDefault();
      onBack();
    }
  };
  return (
    <Command
      label={intl.formatMessage({ id: 'command.palette_open' })}
      loop
      shouldFilter={page !== 'save_layout'}
      onKeyDown={onKeyDown}
    >
      <div className="lc-palette-input">
        <Icon icon={page === 'root' ? 'search' : 'arrow-left'} size={16} />
        <Command.Input
          autoFocus
          value={query}
          onValueChange={setQuery}
          placeholder={intl.formatMessage({ id: placeholders[page] })}
        />
        <KeyComboTag combo="esc" minimal />
      </div>
      <Command.List className="lc-palette-list">
        <Command.Empty className="lc-palette-empty">
          <FormattedMessage id="palette.no_results" />
        </Command.Empty>
        {page === 'root' &&
          providers.map((provider) => (
            <ProviderGroup key={provider.id} provider={provider} query={query} onDone={onDone} />
          ))}
        {page === 'languages' && <LanguagePage onDone={onDone} />}
        {page === 'layouts' && <LayoutPage onDone={onDone} />}
        {page === 'save_layout' && <SaveLayoutPage name={query} onDone={onDone} />}
      </Command.List>
      <div className="lc-palette-footer">
        <span>
          <KeyComboTag combo="up" minimal />
          <KeyComboTag combo="down" minimal />
          <FormattedMessage id="palette.hint_move" />
        </span>
        <span>
          <KeyComboTag combo="enter" minimal />
          <FormattedMessage id="palette.hint_run" />
        </span>
        {page !== 'root' && (
          <span>
            <KeyComboTag combo="backspace" minimal />
            <FormattedMessage id="palette.hint_back" />
          </span>
        )}
      </div>
    </Command>
  );
}

/**
 * The command palette (Ctrl/⌘+K): panels, actions and whatever other providers add, fuzzy
 * matched; pickers for language and layout; every row shows its shortcut.
 */
export function CommandPalette() {
  const intl = useIntl();
  const [palette, setPalette] = useAtom(paletteAtom);
  const close = () => setPalette({ open: false, page: 'root' });
  // Read as the palette is asked to open, before its input takes the focus.
  const focusBeforeOpen = useRef<Element | null>(null);
  useEffect(
    () =>
      appStore.sub(paletteAtom, () => {
        if (appStore.get(paletteAtom).open && !focusBeforeOpen.current) {
          focusBeforeOpen.current = document.activeElement;
        }
      }),
    [],
  );
  // Focus goes back where it was only if nothing outside the palette took it meanwhile: a panel
  // the palette opened keeps the focus it was given.
  const returnFocus = () => {
    const before = focusBeforeOpen.current;
    focusBeforeOpen.current = null;
    const now = document.activeElement;
    const taken = now !== null && now !== document.body && !now.closest('.lc-palette-overlay');
    if (!taken && before instanceof HTMLElement && before.isConnected) before.focus();
  };
  return (
    <Overlay2
      isOpen={palette.open}
      onClose={close}
      onClosed={returnFocus}
      shouldReturnFocusOnClose={false}
      className="lc-palette-overlay"
      hasBackdrop
      autoFocus
      enforceFocus
      lazy
      transitionDuration={80}
    >
      <div
        className="lc-palette bp6-elevation-4"
        role="dialog"
        aria-label={intl.formatMessage({ id: 'command.palette_open' })}
      >
        <PaletteBody
          key={palette.page}
          page={palette.page}
          onBack={() => setPalette({ open: true, page: 'root' })}
          onDone={close}
        />
      </div>
    </Overlay2>
  );
}
