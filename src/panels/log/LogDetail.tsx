import { Button, Callout, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { showToast } from '../../core/toaster';
import { formatTime, prettyContent } from '../../ui/format';
import { DetailFields } from '../../ui/resource/DetailFields';
import { logTypeNamesAtom, typeLabel } from './log-types';

type LogRow = CallOutput<'log/inquire'>['list'][number];

/** Copies text and says so; a browser without clipboard access says that instead. */
function copy(text: string, done: string, failed: string) {
  navigator.clipboard?.writeText(text).then(
    () => showToast('success', done),
    () => showToast('error', failed),
  ) ?? showToast('error', failed);
}

/** One log entry in full: who, when, from where, and the request body pretty-printed. */
export function LogDetail({ row }: { row: LogRow }) {
  const intl = useIntl();
  const names = useAtomValue(logTypeNamesAtom);
  const content = prettyContent(row.content);
  const label = typeLabel(row.type, names, intl);
  const fields: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'log.created_at' }), formatTime(intl, row.created_at)],
    [
      intl.formatMessage({ id: 'log.account' }),
      <>
        {row.account || '—'}
        {row.user_id !== null && <span className="lc-log-muted"> · ID {row.user_id}</span>}
      </>,
    ],
    [
      intl.formatMessage({ id: 'log.type' }),
      <>
        {label ?? row.type}
        {label && <span className="lc-log-muted"> · {row.type}</span>}
      </>,
    ],
    [intl.formatMessage({ id: 'log.path' }), <code key="path">{row.path}</code>],
    [intl.formatMessage({ id: 'log.source_ip' }), <code key="source">{row.source_ip || '—'}</code>],
    [intl.formatMessage({ id: 'log.server_ip' }), <code key="server">{row.server_ip || '—'}</code>],
    [
      intl.formatMessage({ id: 'log.user_agent' }),
      <span key="ua" className="lc-log-ua">
        {row.user_agent || '—'}
      </span>,
    ],
  ];
  return (
    <div className="lc-log-detail" data-testid="log-detail">
      <DetailFields fields={fields} />
      <div className="lc-log-content-header">
        <strong>
          <FormattedMessage id="log.content" />
        </strong>
        <Tag minimal>{content.json ? 'JSON' : intl.formatMessage({ id: 'log.content_text' })}</Tag>
        <span className="lc-header-spacer" />
        <Button
          size="small"
          variant="minimal"
          icon="duplicate"
          onClick={() =>
            copy(
              content.text,
              intl.formatMessage({ id: 'log.copied' }),
              intl.formatMessage({ id: 'log.copy_failed' }),
            )
          }
        >
          <FormattedMessage id="log.copy" />
        </Button>
      </div>
      {!content.json && (
        <Callout intent="warning" icon="cut" className="lc-log-truncated">
          <FormattedMessage id="log.content_not_json" />
        </Callout>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long body scrolls; keyboard users need to reach it */}
      <pre className="lc-log-json" tabIndex={0}>
        {content.text}
      </pre>
    </div>
  );
}
