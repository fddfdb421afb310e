import { AnchorButton, Button, Callout, Classes, Section, SectionCard, Tag } from '@blueprintjs/core';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { CopyButton } from '../../features/codes/CopyButton';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { formatTime } from '../../ui/format';
import { useCallState } from '../../ui/use-call-state';
import { botStartLink, formatCountdown, secondsLeft } from './bind-code';

type Binding = NonNullable<CallOutput<'telegram/my_binding'>['binding']>;
type BindCode = CallOutput<'telegram/bind_code'>;

/** How often a waiting code asks whether the bot has bound the chat meanwhile. */
const POLL_MS = 5000;

/** The clock, ticking every second while `running`: for a countdown. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The reader's bound chat: who it is in Telegram and since when, with a way to unbind. */
function BoundView({ binding, onUnbound }: { binding: Binding; onUnbound(): void }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const unbind = async () => {
    setBusy(true);
    try {
      await api.call('telegram/unbind', {});
      showToast('success', intl.formatMessage({ id: 'telegram_ui.unbound_self' }));
      setAsking(false);
      onUnbound();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const fields: [string, ReactNode][] = [
    [
      intl.formatMessage({ id: 'telegram_ui.telegram_user' }),
      <>
        {binding.nick_name || '—'}
        {binding.username && <span className="lc-telegram-username"> @{binding.username}</span>}
      </>,
    ],
    [intl.formatMessage({ id: 'telegram_ui.language_code' }), binding.language_code || '—'],
    [intl.formatMessage({ id: 'telegram_ui.chat_id' }), <code key="chat">{binding.chat_id}</code>],
    [intl.formatMessage({ id: 'telegram_ui.bound_at' }), formatTime(intl, binding.bound_at)],
  ];
  return (
    <div className="lc-telegram-bound">
      <Tag intent="success" minimal icon="tick-circle" large>
        <FormattedMessage id="telegram_ui.bound" />
      </Tag>
      <dl className="lc-telegram-fields">
        {fields.map(([name, value]) => (
          <div key={name} className="lc-telegram-field">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button intent="danger" variant="outlined" icon="disable" onClick={() => setAsking(true)}>
        <FormattedMessage id="telegram_ui.unbind" />
      </Button>
      <ConfirmAlert
        isOpen={asking}
        intent="danger"
        icon="disable"
        busy={busy}
        confirmKey="telegram_ui.unbind"
        onCancel={() => setAsking(false)}
        onConfirm={unbind}
      >
        <p>
          <FormattedMessage id="telegram_ui.unbind_self_question" />
        </p>
      </ConfirmAlert>
    </div>
  );
}

/** A code being used: the code itself, how long it is good for, and the link that sends it. */
function CodeView({ code, now }: { code: BindCode; now: number }) {
  const intl = useIntl();
  const left = secondsLeft(code.expires_at, now);
  const link = botStartLink(code.bot_username, code.code);
  return (
    <div className={left > 0 ? 'lc-telegram-code' : 'lc-telegram-code lc-telegram-code-expired'}>
      <div className="lc-telegram-code-line">
        <span className="lc-telegram-code-label">
          <FormattedMessage id="telegram_ui.code" />
        </span>
        <code className="lc-telegram-code-value">{code.code}</code>
        <CopyButton text={code.code} label={intl.formatMessage({ id: 'telegram_ui.copy_code' })} />
        {left > 0 ? (
          <Tag minimal icon="time" role="timer">
            <FormattedMessage id="telegram_ui.expires_in" values={{ time: formatCountdown(left) }} />
          </Tag>
        ) : (
          <Tag minimal intent="warning" icon="time">
            <FormattedMessage id="telegram_ui.code_expired" />
          </Tag>
        )}
      </div>
      {left > 0 && (
        <div className="lc-telegram-code-line">
          <AnchorButton href={link} target="_blank" rel="noreferrer" icon="send-message" intent="primary">
            <FormattedMessage id="telegram_ui.open_bot" values={{ bot: code.bot_username }} />
          </AnchorButton>
          <code className="lc-telegram-link">{link}</code>
          <CopyButton text={link} label={intl.formatMessage({ id: 'telegram_ui.copy_link' })} />
        </div>
      )}
    </div>
  );
}

/**
 * Not bound yet: how binding works, and a one-time code to send the bot. While the code is good
 * the card asks every few seconds whether the bot has bound the chat, so the reader need not
 * come back and press anything.
 */
function BindView({ botUsername, onBound }: { botUsername: string; onBound(): void }) {
  const intl = useIntl();
  const [code, setCode] = useState<BindCode | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow(code !== null);
  const active = code !== null && secondsLeft(code.expires_at, now) > 0;

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setInterval(() => {
      api.call('telegram/my_binding', {}).then(
        (answer) => {
          if (!current || !answer.binding) return;
          showToast('success', intl.formatMessage({ id: 'telegram_ui.bound_now' }));
          onBound();
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [active, onBound, intl]);

  const getCode = async () => {
    setBusy(true);
    try {
      setCode(await api.call('telegram/bind_code', {}));
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lc-telegram-bind">
      <Tag minimal icon="unlink" large>
        <FormattedMessage id="telegram_ui.not_bound_title" />
      </Tag>
      <ol className="lc-telegram-steps">
        <li>
          <FormattedMessage id="telegram_ui.step_code" />
        </li>
        <li>
          <FormattedMessage id="telegram_ui.step_send" values={{ bot: botUsername }} />
        </li>
        <li>
          <FormattedMessage id="telegram_ui.step_done" />
        </li>
      </ol>
      {code && <CodeView code={code} now={now} />}
      <div className="lc-telegram-actions">
        <Button
          intent={code ? 'none' : 'primary'}
          icon="key"
          loading={busy}
          data-action="telegram/bind_code"
          onClick={getCode}
        >
          <FormattedMessage id={code ? 'telegram_ui.new_code' : 'telegram_ui.get_code'} />
        </Button>
        {active && (
          <Button variant="minimal" icon="refresh" onClick={onBound}>
            <FormattedMessage id="telegram_ui.sent_check" />
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The bot is set up but its last round failed (a revoked token, Telegram unreachable): neither
 * codes nor alerts get through until an administrator fixes it, so the card says so first.
 */
function BotProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Callout intent="warning" icon="warning-sign" className="lc-telegram-callout lc-telegram-problem">
      <FormattedMessage id="telegram_ui.bot_problem" values={{ problem }} />
    </Callout>
  );
}

/**
 * The reader's own Telegram binding, for every user: bound (who, since when, unbind), not bound
 * (a one-time code for the bot), or the bot not configured on this platform yet; a bot that
 * stopped working is said above either.
 */
export function MyTelegramCard({ onChanged }: { onChanged?(): void }) {
  const { state, reload } = useCallState('telegram/my_binding', {});
  const changed = () => {
    reload();
    onChanged?.();
  };
  let body: ReactNode;
  if (state.status === 'loading') {
    body = <div className={`${Classes.SKELETON} lc-telegram-skeleton`} />;
  } else if (state.status === 'error') {
    body = (
      <Callout intent="danger" icon="error" className="lc-telegram-callout">
        {state.message}
        <Button variant="minimal" size="small" icon="repeat" onClick={reload}>
          <FormattedMessage id="action.retry" />
        </Button>
      </Callout>
    );
  } else if (state.data.binding) {
    body = (
      <>
        <BotProblem problem={state.data.bot_problem} />
        <BoundView binding={state.data.binding} onUnbound={changed} />
      </>
    );
  } else if (!state.data.configured) {
    body = (
      <Callout icon="disable" className="lc-telegram-callout">
        <FormattedMessage id="telegram_ui.not_configured" />
      </Callout>
    );
  } else {
    body = (
      <>
        <BotProblem problem={state.data.bot_problem} />
        <BindView botUsername={state.data.bot_username} onBound={changed} />
      </>
    );
  }
  return (
    <Section
      compact
      icon="chat"
      title={<FormattedMessage id="telegram_ui.mine_title" />}
      className="lc-telegram-mine"
    >
      <SectionCard>{body}</SectionCard>
    </Section>
  );
}
