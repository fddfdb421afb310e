import './checkout-ip.css';
import { Button, FormGroup, H4, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import type { PanelProps } from '../../core/panels/types';
import { appStore } from '../../core/store';
import { VisitTable } from '../../features/access-records/VisitTable';
import { visitColumns } from '../../features/access-records/visit-columns';
import { carrierKey, placeLine } from '../../features/access-records/visit-labels';
import { configIp, ipProblem } from '../../features/ip-lookup/checkout-ip';
import { checkoutRequestAtom } from '../../features/ip-lookup/open-checkout-ip';
import { saveTabConfig } from '../../features/live/tab-config';
import type { LoadState } from '../../ui/load-state';
import { ZoneTag } from '../../ui/SiteZone';

type Lookup = CallOutput<'checkout_ip/inquire'>;

const RECENT_COLUMNS = visitColumns<Lookup['recent'][number]>({ code: true, owner: true, address: false });

/** Asks about one address whenever it changes; `attempt` asks again for the same one. */
function useLookup(ip: string | null, attempt: number): LoadState<Lookup> | null {
  const [state, setState] = useState<LoadState<Lookup> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again
  useEffect(() => {
    if (!ip) return;
    let current = true;
    setState({ status: 'loading' });
    api.call('checkout_ip/inquire', { ip }).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [ip, attempt]);
  return ip ? (state ?? { status: 'loading' }) : null;
}

function BlacklistTag({
  listed,
  labelKey,
}: {
  listed: boolean;
  labelKey: 'checkout_ip.visitor_blacklist' | 'checkout_ip.console_blacklist';
}) {
  return (
    <Tag minimal large intent={listed ? 'danger' : 'success'} icon={listed ? 'disable' : 'tick-circle'}>
      <FormattedMessage id={labelKey} />
      {': '}
      <FormattedMessage id={listed ? 'checkout_ip.listed' : 'checkout_ip.not_listed'} />
    </Tag>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="lc-checkout-fact">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

/** What is known of the address: where, which network, whether it is blocked, and its visits. */
function LookupResult({ data }: { data: Lookup }) {
  return (
    <div className="lc-checkout-result" data-testid="checkout-ip-result">
      <section className="lc-checkout-card">
        <div className="lc-checkout-headline">
          <H4 className="lc-checkout-ip">{data.ip}</H4>
          <span className="lc-checkout-place">{placeLine(data) || '—'}</span>
        </div>
        <dl className="lc-checkout-facts">
          <Fact label={<FormattedMessage id="checkout_ip.carrier" />}>
            <FormattedMessage id={carrierKey(data.carrier)} />
          </Fact>
          <Fact label={<FormattedMessage id="checkout_ip.isp" />}>{data.isp}</Fact>
          <Fact label={<FormattedMessage id="checkout_ip.visits" />}>{data.visits}</Fact>
          <Fact label={<FormattedMessage id="checkout_ip.codes_visited" />}>{data.codes_visited}</Fact>
        </dl>
        <div className="lc-checkout-blacklists">
          <BlacklistTag listed={data.visitor_blacklisted} labelKey="checkout_ip.visitor_blacklist" />
          <BlacklistTag listed={data.console_blacklisted} labelKey="checkout_ip.console_blacklist" />
        </div>
      </section>
      <section className="lc-checkout-recent">
        <h5 className="lc-checkout-section-title">
          <FormattedMessage id="checkout_ip.recent" values={{ count: data.recent.length }} />
        </h5>
        <VisitTable
          columns={RECENT_COLUMNS}
          rows={data.recent}
          empty={<FormattedMessage id="checkout_ip.no_visits" />}
        />
      </section>
    </div>
  );
}

/**
 * The address lookup (SPEC §6, administrators): type an address, or arrive from another panel
 * (suspicious traffic, the visit explorer) with one in the tab's configuration.
 */
export default function CheckoutIpPanel({ tabId, config }: PanelProps) {
  const intl = useIntl();
  const [ip, setIp] = useState<string | null>(() => configIp(config));
  const [draft, setDraft] = useState(ip ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const state = useLookup(ip, attempt);

  const lookUp = useCallback(
    (address: string) => {
      setDraft(address);
      setProblem(null);
      setIp(address);
      setAttempt((value) => value + 1);
      saveTabConfig(tabId, { ip: address });
    },
    [tabId],
  );

  // Requests made before this tab opened arrived through its configuration already.
  const seen = useRef(appStore.get(checkoutRequestAtom)?.serial ?? 0);
  const request = useAtomValue(checkoutRequestAtom);
  useEffect(() => {
    if (!request || request.serial <= seen.current) return;
    seen.current = request.serial;
    lookUp(request.ip);
  }, [request, lookUp]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = ipProblem(draft);
    if (key) {
      setProblem(intl.formatMessage({ id: key }));
      return;
    }
    lookUp(draft.trim());
  };

  return (
    <div className="lc-checkout">
      <form className="lc-resource-toolbar lc-checkout-form" onSubmit={submit} noValidate>
        <FormGroup
          className="lc-checkout-field"
          intent={problem ? 'danger' : 'none'}
          helperText={problem}
          label={intl.formatMessage({ id: 'checkout_ip.address' })}
          labelFor={`${tabId}-ip`}
          inline
        >
          <InputGroup
            id={`${tabId}-ip`}
            name="ip"
            leftIcon="globe-network"
            className="lc-checkout-input"
            placeholder={intl.formatMessage({ id: 'checkout_ip.placeholder' })}
            intent={problem ? 'danger' : 'none'}
            value={draft}
            spellCheck={false}
            autoComplete="off"
            onValueChange={(value) => {
              setDraft(value);
              setProblem(null);
            }}
          />
        </FormGroup>
        <Button type="submit" intent="primary" icon="search" loading={state?.status === 'loading'}>
          <FormattedMessage id="checkout_ip.look_up" />
        </Button>
        <span className="lc-header-spacer" />
        <ZoneTag />
      </form>
      <div className="lc-checkout-body">
        {state === null && (
          <NonIdealState
            icon="geosearch"
            title={<FormattedMessage id="checkout_ip.start_title" />}
            description={<FormattedMessage id="checkout_ip.start_description" />}
          />
        )}
        {state?.status === 'loading' && (
          <div className="lc-checkout-loading">
            <Spinner size={24} />
          </div>
        )}
        {state?.status === 'error' && (
          <NonIdealState
            icon="error"
            title={<FormattedMessage id="table.error_title" />}
            description={state.message}
            action={
              <Button icon="repeat" onClick={() => setAttempt((value) => value + 1)}>
                <FormattedMessage id="action.retry" />
              </Button>
            }
          />
        )}
        {state?.status === 'ready' && <LookupResult data={state.data} />}
      </div>
    </div>
  );
}
