import './monitor.css';
import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import type { PanelProps } from '../../core/panels/types';
import { useAutoRefresh } from '../../features/codes/use-auto-refresh';
import type { MinuteRing } from '../../features/live/minute-ring';
import { RefreshButton } from '../../features/live/RefreshButton';
import { saveTabConfig } from '../../features/live/tab-config';
import { useNow, useVisitEvents } from '../../features/live/use-live';
import type { LoadState } from '../../ui/load-state';
import { CodeMultiPicker, type PickedCode } from './CodeMultiPicker';
import { MonitorTile } from './MonitorTile';
import {
  afterRead,
  applyVisitEvent,
  configIds,
  EMPTY_LIVE,
  MAX_WALL_CODES,
  orderTiles,
  recordVisits,
  type Tile,
  tileView,
  WALL_REFRESH_MS,
  type WallLive,
} from './monitor-state';

/** A switch is written with its batch; the read waits a moment so it sees the new destination. */
const READ_AFTER_SWITCH_MS = 800;

/**
 * The tiles of the wall's codes: read at once, every 30 s while on screen, and on demand (after a
 * switch). A quiet read keeps the tiles on screen, and its failure leaves them as they were.
 */
function useWallTiles(ids: readonly number[], root: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<LoadState<Tile[]>>({ status: 'loading' });
  const [live, setLive] = useState<WallLive>(EMPTY_LIVE);
  const sequence = useRef(0);
  const idsKey = ids.join(',');

  const read = useCallback(
    (quiet: boolean) => {
      const ticket = ++sequence.current;
      const wanted = idsKey === '' ? [] : idsKey.split(',').map(Number);
      if (wanted.length === 0) {
        setState({ status: 'ready', data: [] });
        return;
      }
      if (!quiet) setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
      api.call('monitor/inquire', { ids: wanted }).then(
        ({ list }) => {
          if (ticket !== sequence.current) return;
          setState({ status: 'ready', data: list });
          setLive(afterRead);
        },
        (error: unknown) => {
          if (ticket !== sequence.current || quiet) return;
          setState({ status: 'error', message: errorMessage(error) });
        },
      );
    },
    [idsKey],
  );

  useEffect(() => read(false), [read]);
  useAutoRefresh(root, () => read(true), WALL_REFRESH_MS, ids.length > 0);
  return { state, live, setLive, read };
}

/**
 * The monitor wall (SPEC §4): the codes the reader picked, each a tile of live visits per minute
 * built from the socket, with today's count and the threshold its destination has left. The
 * picked codes are kept in the tab's configuration.
 */
export default function MonitorPanel({ tabId, config }: PanelProps) {
  const root = useRef<HTMLDivElement>(null);
  const [ids, setIds] = useState<number[]>(() => configIds(config));
  const [picked, setPicked] = useState<ReadonlyMap<number, PickedCode>>(new Map());
  const { state, live, setLive, read } = useWallTiles(ids, root);
  const rings = useRef(new Map<number, MinuteRing>());
  const [openedAt] = useState(() => Date.now());
  const now = useNow(5000);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (switchTimer.current) clearTimeout(switchTimer.current);
    },
    [],
  );

  const tiles = useMemo(() => (state.status === 'ready' ? orderTiles(state.data, ids) : []), [state, ids]);

  useVisitEvents((event) => {
    const onWall = new Set(ids);
    recordVisits(rings.current, event.visits, onWall);
    const at = Date.now();
    const switched = event.switches.some((change) => onWall.has(change.code_id));
    setLive((current) => applyVisitEvent(current, event, onWall, at).live);
    if (switched) {
      if (switchTimer.current) clearTimeout(switchTimer.current);
      switchTimer.current = setTimeout(() => read(true), READ_AFTER_SWITCH_MS);
    }
  });

  const changeIds = (next: number[]) => {
    setIds(next);
    saveTabConfig(tabId, { ids: next });
  };

  // Tags name the codes: from the tiles once read, from the picker's match before that.
  const selected = ids.map(
    (id) => tiles.find((tile) => tile.id === id) ?? picked.get(id) ?? { id, name: `#${id}`, file_name: '' },
  );
  const full = ids.length >= MAX_WALL_CODES;

  return (
    <div className="lc-resource lc-monitor" ref={root}>
      <div className="lc-resource-toolbar lc-monitor-toolbar">
        <CodeMultiPicker
          selected={selected}
          full={full}
          onAdd={(code) => {
            setPicked((current) => new Map(current).set(code.id, code));
            changeIds([...ids, code.id]);
          }}
          onRemove={(id) => changeIds(ids.filter((known) => known !== id))}
          onClear={() => changeIds([])}
        />
        <Tag minimal className="lc-monitor-count" intent={full ? 'warning' : 'none'}>
          <FormattedMessage id="monitor.count" values={{ count: ids.length, max: MAX_WALL_CODES }} />
        </Tag>
        <RefreshButton onRefresh={() => read(false)} />
      </div>
      <div className="lc-monitor-body">
        {ids.length === 0 && (
          <NonIdealState
            icon="eye-open"
            title={<FormattedMessage id="monitor.empty_title" />}
            description={<FormattedMessage id="monitor.empty_description" />}
          />
        )}
        {ids.length > 0 && state.status === 'loading' && (
          <div className="lc-monitor-loading">
            <Spinner size={24} />
          </div>
        )}
        {ids.length > 0 && state.status === 'error' && (
          <NonIdealState
            icon="error"
            title={<FormattedMessage id="table.error_title" />}
            description={state.message}
            action={
              <Button icon="repeat" onClick={() => read(false)}>
                <FormattedMessage id="action.retry" />
              </Button>
            }
          />
        )}
        {ids.length > 0 && state.status === 'ready' && tiles.length === 0 && (
          <NonIdealState
            icon="eye-off"
            title={<FormattedMessage id="monitor.gone_title" />}
            description={<FormattedMessage id="monitor.gone_description" />}
            action={
              <Button icon="cross" onClick={() => changeIds([])}>
                <FormattedMessage id="monitor.clear" />
              </Button>
            }
          />
        )}
        {ids.length > 0 && state.status === 'ready' && tiles.length > 0 && (
          <div className="lc-monitor-grid">
            {tiles.map((tile) => (
              <MonitorTile
                key={tile.id}
                tile={tile}
                view={tileView(tile, live, now)}
                ring={rings.current.get(tile.id)}
                now={now}
                since={openedAt}
                onRemove={() => changeIds(ids.filter((known) => known !== tile.id))}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
