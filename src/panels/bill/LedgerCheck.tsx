import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { Money, SignedMoney } from '../../features/money/money-cells';
import { subtractMoney } from '../../features/money/money-rules';
import { useDialogStyle } from '../../ui/dialog';

type CheckResult = CallOutput<'bill/check'>;

/** What the check found: every balance agreeing with its ledger, or the accounts where one does not. */
export function LedgerCheckResult({ result }: { result: CheckResult }) {
  const count = result.users_checked;
  if (result.mismatches.length === 0) {
    return (
      <Callout intent="success" icon="tick-circle" className="lc-ledger-ok">
        <FormattedMessage id="bill.check_ok" values={{ count }} />
      </Callout>
    );
  }
  return (
    <>
      <Callout intent="danger" icon="error" className="lc-ledger-mismatch">
        <p>
          <FormattedMessage
            id="bill.check_mismatch"
            values={{ count, mismatches: result.mismatches.length }}
          />
        </p>
        <p>
          <FormattedMessage id="bill.check_explain" />
        </p>
      </Callout>
      <HTMLTable compact striped className="lc-ledger-table">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="money_ui.account" />
            </th>
            <th className="lc-ledger-number">
              <FormattedMessage id="bill.check_balance" />
            </th>
            <th className="lc-ledger-number">
              <FormattedMessage id="bill.check_ledger_sum" />
            </th>
            <th className="lc-ledger-number">
              <FormattedMessage id="bill.check_difference" />
            </th>
          </tr>
        </thead>
        <tbody>
          {result.mismatches.map((row) => (
            <tr key={row.user_id}>
              <td>
                <strong>{row.account}</strong>
              </td>
              <td className="lc-ledger-number">
                <Money amount={row.balance} />
              </td>
              <td className="lc-ledger-number">
                <Money amount={row.ledger_sum} />
              </td>
              <td className="lc-ledger-number">
                <SignedMoney amount={subtractMoney(row.balance, row.ledger_sum)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/**
 * The toolbar button that compares every balance with the sum of its ledger (`bill/check`) and
 * shows what it found in a dialog; shown only to a role that holds the check.
 */
export function LedgerCheck() {
  const intl = useIntl();
  const style = useDialogStyle();
  const canCheck = useCan('bill/check');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);
  if (!canCheck) return null;

  const check = async () => {
    setBusy(true);
    try {
      setResult(await api.call('bill/check'));
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon="endorsed" loading={busy} data-action="bill/check" onClick={() => void check()}>
        <FormattedMessage id="bill.check" />
      </Button>
      <Dialog
        isOpen={result !== null}
        onClose={() => setResult(null)}
        title={intl.formatMessage({ id: 'bill.check_title' })}
        icon="endorsed"
        style={style}
      >
        <DialogBody>{result && <LedgerCheckResult result={result} />}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button icon="repeat" loading={busy} onClick={() => void check()}>
                <FormattedMessage id="bill.check_again" />
              </Button>
              <Button intent="primary" onClick={() => setResult(null)}>
                <FormattedMessage id="bill.check_close" />
              </Button>
            </>
          }
        />
      </Dialog>
    </>
  );
}
