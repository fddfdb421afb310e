import { Button, Callout, Tag, Tooltip } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatTime } from '../../ui/format';
import { ClippedText } from '../../ui/resource/ClippedText';
import { CopyButton } from '../codes/CopyButton';
import { formatDuration, leftTransactionOpen } from './backend-health';

/** A backend as PostgreSQL names it: its process id, and the database user it signed in as. */
export function BackendName({ pid, user }: { pid: number; user: string }) {
  return (
    <span className="lc-db-backend">
      <code className="lc-code-cell">{pid}</code>
      {user && <span className="lc-db-user">{user}</span>}
    </span>
  );
}

/** A statement in a cell: one monospace line cut to the column, the whole text on hover. */
export function SqlCell({ sql }: { sql: string }) {
  return <ClippedText text={sql} className="lc-db-sql" />;
}

/**
 * A backend's state as PostgreSQL words it. A transaction left open is flagged, with why it
 * matters on hover and on keyboard focus: it holds its locks while doing nothing.
 */
export function BackendState({ state }: { state: string }) {
  const intl = useIntl();
  if (!state) return '—';
  if (!leftTransactionOpen(state)) {
    return (
      <Tag minimal className="lc-db-state">
        {state}
      </Tag>
    );
  }
  const hint = intl.formatMessage({ id: 'db_health_ui.idle_in_transaction_hint' });
  // Focusable, so the hint opens from the keyboard too; screen readers read it from the hidden text.
  return (
    <Tooltip content={hint} placement="top">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the focus only opens the explanation */}
      <span className="lc-db-state-hint" tabIndex={0}>
        <Tag minimal intent="warning" icon="warning-sign" className="lc-db-state">
          {state}
        </Tag>
        <span className="lc-db-hidden">{hint}</span>
      </span>
    </Tooltip>
  );
}

/** The detail's word on a transaction left open: what it does, and that ending the backend is the way. */
export function IdleTransactionHint() {
  return (
    <Callout intent="warning" icon="warning-sign" className="lc-db-hint">
      <FormattedMessage id="db_health_ui.idle_in_transaction_hint" />
    </Callout>
  );
}

/** How long something has lasted, with the moment it started in the reader's time zone beneath. */
export function DurationCell({ seconds, since }: { seconds: number | null; since: string | null }) {
  const intl = useIntl();
  return (
    <span className="lc-db-duration">
      <span className="lc-db-duration-length">{seconds === null ? '—' : formatDuration(intl, seconds)}</span>
      {since && <span className="lc-db-duration-since">{formatTime(intl, since)}</span>}
    </span>
  );
}

/** A statement in full in a detail: a heading with a copy button, then the text as it was sent. */
export function SqlBlock({ title, sql }: { title: string; sql: string }) {
  const intl = useIntl();
  return (
    <section className="lc-db-sql-block">
      <div className="lc-db-sql-header">
        <strong>{title}</strong>
        <span className="lc-header-spacer" />
        {sql && <CopyButton text={sql} label={intl.formatMessage({ id: 'db_health_ui.copy_sql' })} />}
      </div>
      <pre className="lc-db-sql-full">{sql || '—'}</pre>
    </section>
  );
}

/** The row button that opens its detail; a click on the row does the same with the mouse. */
export function ViewButton({ onClick }: { onClick(): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'db_health_ui.view' });
  return (
    <Tooltip content={label} placement="left">
      <Button variant="minimal" size="small" icon="document-open" aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}
