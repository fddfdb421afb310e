import '../../features/access-records/access-records.css';
import './real-time.css';
import { Button, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VisitEvent } from '../../../contract/areas/statistics';
import { api, errorMessage } from '../../core/api/api';
import { socketStateAtom } from '../../core/socket/socket-service';
import { VisitTable } from '../../features/access-records/VisitTable';
import { visitColumns } from '../../features/access-records/visit-columns';
import type { VisitLike } from '../../features/access-records/visit-labels';
import { CodePicker } from '../../features/codes/CodePicker';
import type { CodeRef } from '../../features/codes/search-codes';
import { MinuteRing, seriesSummary } from '../../features/live/minute-ring';
import { RefreshButton } from '../../features/live/RefreshButton';
import { Sparkline } from '../../features/live/Sparkline';
import { useNow, useVisitEvents } from '../../features/live/use-live';
import type { LoadState } from '../../ui/load-state';
import { ZoneTag } from '../../ui/SiteZone';
import {
  coveredSince,
  EMPTY_FEED,
  type FeedRow,
  type FeedState,
  feedFromRows,
  INITIAL_LIMIT,
  matchesCode,
  receiveVisits,
  resumeFeed,
  unseenVisits,
} from './live-feed';

const COLUMNS = visitColumns<FeedRow>({ code: true });
const WINDOW_MINUTES = 30;

/** Whether live visits are flowing: the socket's state in two words and a dot. */
function SocketBadge() {
  const state = useAtomValue(socketStateAtom);
  const open = state === 'open';
  return (
    <Tag
      minimal
      round
      intent={open ? 'success' : 'warning'}
      className={open ? 'lc-feed-socket lc-feed-socket-open' : 'lc-feed-socket'}
    >
      <FormattedMessage
        id={open ? 'access_real_time_statistics.connected' : 'access_real_time_statistics.disconnected'}
      />
    </Tag>
  );
}

/** Visits per minute of the last half hour above the feed, with this minute's and the total. */
function MinuteStrip({ ring, since }: { ring: MinuteRing; since: number }) {
  const intl = useIntl();
  const now = useNow(10_000);
  const series = ring.series(now, since);
  const { thisMinute, total } = seriesSummary(series);
  return (
    <div className="lc-feed-strip">
      <div className="lc-feed-counter">
        <span className="lc-feed-counter-value">{thisMinute}</span>
        <span className="lc-feed-counter-label">
          <FormattedMessage id="access_real_time_statistics.this_minute" />
        </span>
      </div>
      <div className="lc-feed-counter">
        <span className="lc-feed-counter-value">{total}</span>
        <span className="lc-feed-counter-label">
          <FormattedMessage
            id="access_real_time_statistics.last_minutes"
            values={{ minutes: WINDOW_MINUTES }}
          />
        </span>
      </div>
      <Sparkline
        className="lc-feed-sparkline"
        values={series}
        slots={WINDOW_MINUTES}
        label={intl.formatMessage(
          { id: 'access_real_time_statistics.sparkline' },
          { minutes: WINDOW_MINUTES, total },
        )}
        axis={{
          start: intl.formatMessage(
            { id: 'access_real_time_statistics.axis_start' },
            { minutes: WINDOW_MINUTES },
          ),
          end: intl.formatMessage({ id: 'access_real_time_statistics.axis_end' }),
        }}
      />
    </div>
  );
}

/**
 * The live feed (SPEC §6): the latest recorded visits of the owner's codes, then each new batch
 * from the socket on top. Pausing holds new rows back so the reader's place stays put; the strip
 * above counts visits per minute whether paused or not.
 */
export default function RealTimePanel() {
  const intl = useIntl();
  const [code, setCode] = useState<CodeRef | null>(null);
  const codeId = code?.id ?? null;
  const [paused, setPaused] = useState(false);
  const [feed, setFeed] = useState<FeedState>(EMPTY_FEED);
  const [load, setLoad] = useState<LoadState<null>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const ring = useRef(new MinuteRing(WINDOW_MINUTES));
  const [since, setSince] = useState(Number.NEGATIVE_INFINITY);
  /** Socket visits that arrive while the first load is under way. */
  const arriving = useRef<VisitLike[] | null>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    arriving.current = [];
    api
      .call('access_real_time_statistics/inquire', { code_id: codeId ?? undefined, limit: INITIAL_LIMIT })
      .then(
        ({ list }) => {
          if (!current) return;
          const arrived = unseenVisits(arriving.current ?? [], list);
          arriving.current = null;
          ring.current = new MinuteRing(WINDOW_MINUTES);
          for (const visit of [...list, ...arrived]) ring.current.add(Date.parse(visit.created_at));
          setSince(coveredSince(list, INITIAL_LIMIT));
          setFeed(receiveVisits(feedFromRows(list), arrived, false));
          setLoad({ status: 'ready', data: null });
        },
        (error: unknown) => {
          if (!current) return;
          arriving.current = null;
          setLoad({ status: 'error', message: errorMessage(error) });
        },
      );
    return () => {
      current = false;
    };
  }, [codeId, attempt]);

  useVisitEvents((event: VisitEvent) => {
    const visits = event.visits.filter((visit) => matchesCode(visit, codeId));
    if (visits.length === 0) return;
    if (arriving.current) {
      arriving.current.push(...visits);
      return;
    }
    for (const visit of visits) ring.current.add(Date.parse(visit.created_at));
    setFeed((current) => receiveVisits(current, visits, paused));
  });

  const togglePause = () => {
    if (paused) setFeed(resumeFeed);
    setPaused(!paused);
  };

  return (
    <div className="lc-resource lc-feed">
      <div className="lc-resource-toolbar">
        <CodePicker
          className="lc-feed-code-picker"
          selected={code}
          onSelect={setCode}
          placeholder={intl.formatMessage({ id: 'access_real_time_statistics.code_filter' })}
        />
        <Button
          icon={paused ? 'play' : 'pause'}
          intent={paused ? 'primary' : 'none'}
          data-action="access_real_time_statistics.pause"
          onClick={togglePause}
        >
          {paused ? (
            <FormattedMessage id="access_real_time_statistics.resume" values={{ count: feed.held.length }} />
          ) : (
            <FormattedMessage id="access_real_time_statistics.pause" />
          )}
        </Button>
        <span className="lc-header-spacer" />
        <ZoneTag />
        <SocketBadge />
        <RefreshButton onRefresh={() => setAttempt((value) => value + 1)} />
      </div>
      <MinuteStrip ring={ring.current} since={since} />
      {load.status === 'loading' && (
        <div className="lc-feed-loading">
          <Spinner size={24} />
        </div>
      )}
      {load.status === 'error' && (
        <NonIdealState
          className="lc-table-state"
          icon="error"
          title={<FormattedMessage id="table.error_title" />}
          description={load.message}
          action={
            <Button icon="repeat" onClick={() => setAttempt((value) => value + 1)}>
              <FormattedMessage id="action.retry" />
            </Button>
          }
        />
      )}
      {load.status === 'ready' && (
        <VisitTable
          columns={COLUMNS}
          rows={feed.rows}
          rowClass={(row) => (row.live ? 'lc-feed-row-new' : undefined)}
          empty={<FormattedMessage id="access_real_time_statistics.waiting" />}
        />
      )}
    </div>
  );
}
