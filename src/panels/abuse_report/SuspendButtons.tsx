import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { AbuseReportStatus, SuspensionTarget } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { categoryLabelKey } from './report-cells';

type Detail = CallOutput<'abuse_report/detail'>;
type Target = (typeof SuspensionTarget)['user' | 'code'];

/**
 * One-click suspend from a report: the owner or the code, with a reason (filled in from the
 * report, editable), until lifted; the report is then marked actioned with the reason as its note.
 */
export function SuspendButtons({ detail, onDone }: { detail: Detail; onDone(): void }) {
  const intl = useIntl();
  const canSuspend = useCan('abuse_suspension/add');
  const canUpdate = useCan('abuse_report/update');
  const [target, setTarget] = useState<Target | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!canSuspend || !canUpdate) return null;

  const open = (chosen: Target) => {
    const category = intl.formatMessage({ id: categoryLabelKey(detail.report.category) });
    setReason(intl.formatMessage({ id: 'abuse_report.default_reason' }, { id: detail.report.id, category }));
    setTarget(chosen);
  };
  const suspend = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await api.call('abuse_suspension/add', {
        target_type: target,
        target_id: target === SuspensionTarget.user ? detail.owner.id : detail.code.id,
        reason,
        expires_at: null,
        report_id: detail.report.id,
      });
      await api.call('abuse_report/update', {
        id: detail.report.id,
        status: AbuseReportStatus.actioned,
        note: reason,
      });
      showToast('success', intl.formatMessage({ id: 'abuse_report.suspended' }));
      setTarget(null);
      onDone();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lc-report-actions">
      <Button icon="disable" intent="danger" onClick={() => open(SuspensionTarget.code)}>
        <FormattedMessage id="abuse_report.suspend_code" />
      </Button>
      <Button
        icon="blocked-person"
        intent="danger"
        variant="outlined"
        onClick={() => open(SuspensionTarget.user)}
      >
        <FormattedMessage id="abuse_report.suspend_owner" values={{ account: detail.owner.account }} />
      </Button>
      <Dialog
        isOpen={target !== null}
        onClose={() => !busy && setTarget(null)}
        title={intl.formatMessage(
          {
            id: target === SuspensionTarget.user ? 'abuse_report.suspend_owner' : 'abuse_report.suspend_code',
          },
          { account: detail.owner.account },
        )}
      >
        <DialogBody>
          <p>
            <FormattedMessage id="abuse_report.suspend_intro" />
          </p>
          <FormGroup label={intl.formatMessage({ id: 'abuse_report.reason' })} labelFor="abuse-report-reason">
            <TextArea
              id="abuse-report-reason"
              fill
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={() => setTarget(null)}>
                <FormattedMessage id="action.cancel" />
              </Button>
              <Button intent="danger" loading={busy} disabled={reason.trim() === ''} onClick={suspend}>
                <FormattedMessage id="abuse_report.suspend_confirm" />
              </Button>
            </>
          }
        />
      </Dialog>
    </div>
  );
}
