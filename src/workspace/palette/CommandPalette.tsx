import './palette.css';
import { Icon, KeyComboTag, Overlay2 } from '@blueprintjs/core';
import { Command } from 'cmdk';
import { useAtom, useAtomValue } from 'jotai';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageOptionsAtom } from '../../core/i18n/languages';
import { DEFAULT_LAYOUT_NAME, layoutNamesAtom } from '../../core/layout/layout-atoms';
import { localeAtom } from '../../core/preferences';
import { appStore } from '../../core/store';
import type { MessageKey } from '../../i18n/catalogues';
import { returnFocusUnlessTaken } from '../../ui/focus-return';
import { useLayoutLabel } from '../layout/use-layout-label';
import { removeLayout, saveLayoutAs, switchLayout } from '../layout/workspace-layout';
import './builtin-providers';
import './code-provider';
import { type PalettePage, paletteAtom } from './palette-atoms';
import { type RankedEntry, rankPaletteGroups, type TextSpan } from './palette-match';
import {
  type PaletteItem,
  type PaletteProvider,
  paletteProviders,
  subscribeToProviders,
} from './palette-providers';

/** A row as a page lists it: a palette item, ticked when it is the current choice. */
type PageItem = PaletteItem & { checked?: boolean };
type PageGroup = { id: string; heading: string; entries: PageItem[] };

/** The text with the spans the query matched marked. */
function Highlighted({ text, spans }: { text: string; spans: readonly TextSpan[] }) {
  if (spans.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="lc-palette-mark">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

function PaletteRow({ row, onRun }: { row: RankedEntry<PageItem>; onRun(item: PageItem): void }) {
  const { entry: item, match } = row;
  const onKeyword = match.field === 'keyword' && match.keyword !== undefined;
  // An English title or id, or the Chinese title pinyin spelled, shown beside a label it does
  // not appear in, with what the query matched marked there.
  const onAlias = !onKeyword && match.alias !== undefined;
  return (
    <Command.Item
      value={item.id}
      onSelect={() => onRun(item)}
      className="lc-palette-item"
      data-matched={match.field}
    >
      <Icon icon={item.icon ?? 'dot'} size={14} className="lc-palette-item-icon" />
      <span className="lc-palette-item-label">
        <Highlighted text={item.label} spans={onKeyword || onAlias ? [] : match.spans} />
      </span>
      {item.checked && <Icon icon="tick" size={12} className="lc-palette-item-check" />}
      {onKeyword && match.keyword !== item.hint && (
        <span className="lc-palette-item-keyword">
          <FormattedMessage
            id="palette.matched_keyword"
            values={{ keyword: <Highlighted text={match.keyword ?? ''} spans={match.spans} /> }}
          />
        </span>
      )}
      {onAlias && (
        <span className="lc-palette-item-alias" lang={match.field === 'pinyin' ? 'zh-CN' : undefined}>
          <Highlighted text={match.alias ?? ''} spans={match.spans} />
        </span>
      )}
      {item.hint && (
        <span className="lc-palette-item-hint">
          <Highlighted text={item.hint} spans={onKeyword && match.keyword === item.hint ? match.spans : []} />
        </span>
      )}
      {item.shortcut?.map((combo) => (
        <KeyComboTag key={combo} combo={combo} minimal className="lc-palette-item-combo" />
      ))}
    </Command.Item>
  );
}

/**
 * Every provider's rows. The providers are hooks called in a loop: the palette body is keyed by
 * the providers' ids, so a provider registered later remounts it instead of changing the number
 * of hooks under one component.
 */
function useRootGroups(query: string, providers: readonly PaletteProvider[]): PageGroup[] {
  const intl = useIntl();
  return providers.map((provider) => ({
    id: provider.id,
    heading: intl.formatMessage({ id: provider.headingKey }),
    // biome-ignore lint/correctness/useHookAtTopLevel: the provider list is fixed for this mount (see above)
    entries: provider.useItems(query),
  }));
}

function useLanguageGroups(): PageGroup[] {
  const intl = useIntl();
  const options = useAtomValue(languageOptionsAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  return [
    {
      id: 'languages',
      heading: intl.formatMessage({ id: 'command.language_switch' }),
      entries: options.map((option) => ({
        id: `language:${option.code}`,
        label: option.title,
        icon: 'translate',
        keywords: [option.code],
        checked: option.code === locale,
        run: () => setLocale(option.code),
      })),
    },
  ];
}

function useLayoutGroups(): PageGroup[] {
  const intl = useIntl();
  const { active, names } = useAtomValue(layoutNamesAtom);
  const label = useLayoutLabel();
  return [
    {
      id: 'layouts',
      heading: intl.formatMessage({ id: 'command.layout_switch' }),
      entries: names.map((name) => ({
        id: `layout:${name}`,
        label: label(name),
        icon: 'control',
        checked: name === active,
        run: () => void switchLayout(name),
      })),
    },
    {
      id: 'remove_layouts',
      heading: intl.formatMessage({ id: 'palette.group_remove_layout' }),
      entries: names
        .filter((name) => name !== DEFAULT_LAYOUT_NAME)
        .map((name) => ({
          id: `remove-layout:${name}`,
          label: intl.formatMessage({ id: 'palette.remove_layout' }, { name }),
          icon: 'trash',
          run: () => void removeLayout(name),
        })),
    },
  ];
}

/** The query is the new layout's name here, so every row stays whatever is typed. */
function useSaveLayoutGroups(name: string): PageGroup[] {
  const intl = useIntl();
  const { names } = useAtomValue(layoutNamesAtom);
  const label = useLayoutLabel();
  const trimmed = name.trim();
  const saveNew: PageItem[] = trimmed
    ? [
        {
          id: `save:new:${trimmed}`,
          label: intl.formatMessage({ id: 'palette.save_layout_as' }, { name: trimmed }),
          icon: 'floppy-disk',
          preMatched: true,
          run: () => void saveLayoutAs(trimmed),
        },
      ]
    : [];
  const overwrite = names
    .filter((existing) => existing !== trimmed)
    .map(
      (existing): PageItem => ({
        id: `save:${existing}`,
        label: intl.formatMessage({ id: 'palette.overwrite_layout' }, { name: label(existing) }),
        icon: 'floppy-disk',
        preMatched: true,
        run: () => void saveLayoutAs(existing),
      }),
    );
  return [
    {
      id: 'save_layout',
      heading: intl.formatMessage({ id: 'command.layout_save' }),
      entries: [...saveNew, ...overwrite],
    },
  ];
}

/** Each page's rows and whether the query filters them. */
const pages: Record<
  PalettePage,
  { useGroups(query: string, providers: readonly PaletteProvider[]): PageGroup[]; filters: boolean }
> = {
  root: { useGroups: useRootGroups, filters: true },
  languages: { useGroups: useLanguageGroups, filters: true },
  layouts: { useGroups: useLayoutGroups, filters: true },
  save_layout: { useGroups: useSaveLayoutGroups, filters: false },
};

/**
 * Keeps the focus in the search box. An overlay closing as the palette opens (the header's
 * language menu, say) hands the focus back to its button; the palette's focus trap then takes it,
 * and the typing and the Enter that follow would land on the trap and be lost.
 */
function useKeepFocusInInput(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const box = input.current;
      if (!box || event.target === box || !(event.target instanceof Node)) return;
      if (box.closest('.lc-palette-overlay')?.contains(event.target)) box.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [input]);
}

const placeholders: Record<PalettePage, MessageKey> = {
  root: 'palette.placeholder',
  languages: 'palette.placeholder_language',
  layouts: 'palette.placeholder_layout',
  save_layout: 'palette.placeholder_save_layout',
};

type BodyProps = {
  page: PalettePage;
  providers: readonly PaletteProvider[];
  onBack(): void;
  onDone(): void;
};

/**
 * Keyed by page (and providers) in the palette, so the query starts empty on every page. The
 * palette ranks its rows itself (cmdk's filter off) and keeps the selection in React state, so
 * Enter runs exactly the highlighted row of what is on screen, however fast it follows the typing.
 */
function PaletteBody({ page, providers, onBack, onDone }: BodyProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The row the reader moved to; `undefined` follows the best match as the query changes.
  const [picked, setPicked] = useState<string>();
  // The page picks the hook; the body is keyed by page, so one mount always calls the same one.
  const { useGroups, filters } = pages[page];
  const groups = useGroups(query, providers);
  const ranked = rankPaletteGroups(filters ? query : '', groups);
  const rows = ranked.flatMap((group) => group.entries);
  const selected = rows.find((row) => row.entry.id === picked) ?? rows[0];
  const headings = new Map(groups.map((group) => [group.id, group.heading]));

  useKeepFocusInInput(input);

  const run = (item: PaletteItem) => {
    onDone();
    item.run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && query === '' && page !== 'root') {
      event.preventDefault();
      onBack();
    }
    // An input method's Enter confirms the composition; it is not a choice.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && event.keyCode !== 229) {
      event.preventDefault();
      if (selected) run(selected.entry);
    }
  };
  return (
    <Command
      label={intl.formatMessage({ id: 'command.palette_open' })}
      loop
      shouldFilter={false}
      value={selected?.entry.id ?? ''}
      onValueChange={setPicked}
      onKeyDown={onKeyDown}
    >
      <div className="lc-palette-input">
        <Icon icon={page === 'root' ? 'search' : 'arrow-left'} size={16} />
        <Command.Input
          ref={input}
          autoFocus
          value={query}
          onValueChange={(text) => {
            setQuery(text);
            setPicked(undefined);
          }}
          placeholder={intl.formatMessage({ id: placeholders[page] })}
        />
        <KeyComboTag combo="esc" minimal />
      </div>
      <Command.List className="lc-palette-list">
        {rows.length === 0 && (
          <div className="lc-palette-empty" role="presentation">
            <FormattedMessage id="palette.no_results" />
          </div>
        )}
        {ranked.map((group) => (
          <Command.Group key={group.id} value={group.id} heading={headings.get(group.id)}>
            {group.entries.map((row) => (
              <PaletteRow key={row.entry.id} row={row} onRun={run} />
            ))}
          </Command.Group>
        ))}
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
 * The command palette (Ctrl/⌘+K): panels, actions and whatever other providers add, ranked by
 * title, then keyword, then another name (English title, id), then pinyin and abbreviation
 * (`palette-match.ts`), each row showing why it matched;
 * pickers for language and layout; every row shows its shortcut.
 */
export function CommandPalette() {
  const intl = useIntl();
  const [palette, setPalette] = useAtom(paletteAtom);
  const providers = useSyncExternalStore(subscribeToProviders, paletteProviders, paletteProviders);
  const close = () => setPalette({ open: false, page: 'root' });
  // Read as the palette is asked to open, before its input takes the focus; when its code arrives
  // with that first request, the focus has not moved yet either.
  const focusBeforeOpen = useRef<Element | null>(palette.open ? document.activeElement : null);
  useEffect(
    () =>
      appStore.sub(paletteAtom, () => {
        if (appStore.get(paletteAtom).open && !focusBeforeOpen.current) {
          focusBeforeOpen.current = document.activeElement;
        }
      }),
    [],
  );
  const returnFocus = () => {
    returnFocusUnlessTaken(focusBeforeOpen.current, '.lc-palette-overlay');
    focusBeforeOpen.current = null;
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
          key={`${palette.page}:${providers.map((provider) => provider.id).join()}`}
          page={palette.page}
          providers={providers}
          onBack={() => setPalette({ open: true, page: 'root' })}
          onDone={close}
        />
      </div>
    </Overlay2>
  );
}
