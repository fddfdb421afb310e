import { Button, Callout, Classes, HTMLTable, Icon, Tooltip } from '@blueprintjs/core';
import type { Dispatch } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DestinationRow } from './DestinationRow';
import { type DestinationAction, type DestinationDraft, USAGE_WARNING_RATIO } from './destination-editor';
import { useRowMoves } from './use-row-moves';

export type DestinationsEditorProps = {
  drafts: DestinationDraft[];
  dispatch: Dispatch<DestinationAction>;
  /** Weights matter only to the random model; the column shows only then. */
  showWeight: boolean;
  /** Messages by path: `destinations`, `destinations.0.url`, … */
  errors: Record<string, string>;
  /** Opens the bulk upload of group QR pictures; absent while the code is not saved yet. */
  onBulkUpload?: () => void;
};

/**
 * The destinations of a code as an editable table: URL, title, threshold, weight (random model),
 * enabled, fallback, expiry, and the visits of saved rows against their threshold (amber from
 * 80 %). Rows are added, removed and reordered by drag, by their buttons, or with Alt+↑/↓.
 */
export function DestinationsEditor({
  drafts,
  dispatch,
  showWeight,
  errors,
  onBulkUpload,
}: DestinationsEditorProps) {
  const intl = useIntl();
  const moves = useRowMoves(drafts, dispatch);
  const anyEnabled = drafts.some((draft) => draft.enabled);

  return (
    <div className="lc-dest-editor">
      {errors.destinations && (
        <Callout intent="danger" compact icon="error" className="lc-dest-callout">
          {errors.destinations}
        </Callout>
      )}
      {!anyEnabled && (
        <Callout intent="warning" compact icon="warning-sign" className="lc-dest-callout">
          <FormattedMessage id="codes.none_enabled" />
        </Callout>
      )}
      <div className="lc-dest-scroll">
        <HTMLTable compact className="lc-dest-table">
          <thead>
            <tr>
              <th
                className="lc-dest-handle-col"
                aria-label={intl.formatMessage({ id: 'codes.dest_order' })}
              />
              <th className="lc-dest-index">#</th>
              <th>
                <FormattedMessage id="codes.dest_url" />
              </th>
              <th className="lc-dest-title-col">
                <FormattedMessage id="codes.dest_title" />
              </th>
              <th className="lc-dest-threshold-col">
                <Tooltip
                  content={intl.formatMessage({ id: 'codes.dest_threshold_help' })}
                  hoverOpenDelay={200}
                >
                  <span className="lc-dest-help">
                    <FormattedMessage id="codes.dest_threshold" />
                    <Icon icon="help" size={11} />
                  </span>
                </Tooltip>
              </th>
              {showWeight && (
                <th className="lc-dest-weight-col">
                  <FormattedMessage id="codes.dest_weight" />
                </th>
              )}
              <th className="lc-dest-flag-col">
                <FormattedMessage id="codes.dest_enabled" />
              </th>
              <th className="lc-dest-flag-col">
                <Tooltip
                  content={intl.formatMessage({ id: 'codes.dest_fallback_help' })}
                  hoverOpenDelay={200}
                >
                  <span className="lc-dest-help">
                    <FormattedMessage id="codes.dest_fallback" />
                    <Icon icon="help" size={11} />
                  </span>
                </Tooltip>
              </th>
              <th className="lc-dest-expiry-col">
                <FormattedMessage id="codes.dest_expires" />
              </th>
              <th className="lc-dest-usage-col">
                <FormattedMessage id="codes.dest_visits" />
              </th>
              <th className="lc-dest-actions-col">
                <span className={Classes.TEXT_MUTED}>
                  <FormattedMessage id="table.actions" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft, index) => (
              <DestinationRow
                key={draft.key}
                draft={draft}
                index={index}
                count={drafts.length}
                dispatch={dispatch}
                showWeight={showWeight}
                errors={errors}
                moves={moves}
              />
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className="lc-dest-footer">
        <Button
          icon="add"
          size="small"
          data-action="codes.add_destination"
          onClick={() => dispatch({ type: 'add' })}
        >
          <FormattedMessage id="codes.dest_add" />
        </Button>
        {onBulkUpload && (
          <Button icon="media" size="small" data-action="bulk_qr.open" onClick={onBulkUpload}>
            <FormattedMessage id="bulk_qr.open" />
          </Button>
        )}
        <span className="lc-codes-muted lc-dest-hint">
          <FormattedMessage
            id="codes.dest_hint"
            values={{ percent: Math.round(USAGE_WARNING_RATIO * 100) }}
          />
        </span>
      </div>
    </div>
  );
}
