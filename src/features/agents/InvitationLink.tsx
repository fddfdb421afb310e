import './agents.css';
import { Button, InputGroup, PopoverNext } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { userInfoAtom } from '../../core/session/atoms';
import { CopyButton } from '../codes/CopyButton';
import { TextQr } from '../codes/TextQr';

/**
 * The link that makes a new account the agent's customer: the console's own registration page with
 * the agent's invitation code, wherever the console is served from.
 */
export function invitationLink(
  code: string,
  where: Pick<Location, 'origin' | 'pathname'> = location,
): string {
  return `${where.origin}${where.pathname}#/admin_register?code=${encodeURIComponent(code)}`;
}

/**
 * "Invitation link": a toolbar button whose popover shows the signed-in agent's link, a button that
 * copies it and its QR code, so a customer can register from a phone. Nothing when the account has
 * no invitation code.
 */
export function InvitationLink() {
  const intl = useIntl();
  const code = useAtomValue(userInfoAtom)?.invitation_code;
  if (!code) return null;
  const link = invitationLink(code);
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="lc-invitation">
          <p className="lc-invitation-intro">
            <FormattedMessage id="agents_ui.invitation_intro" values={{ code: <strong>{code}</strong> }} />
          </p>
          <InputGroup
            readOnly
            fill
            value={link}
            aria-label={intl.formatMessage({ id: 'agents_ui.invitation_link' })}
            onFocus={(event) => event.currentTarget.select()}
            rightElement={
              <CopyButton text={link} label={intl.formatMessage({ id: 'agents_ui.copy_invitation' })} />
            }
          />
          <TextQr
            text={link}
            className="lc-invitation-qr"
            alt={intl.formatMessage({ id: 'agents_ui.invitation_qr_alt' })}
          />
        </div>
      }
    >
      <Button icon="new-person" data-action="agents.invitation">
        <FormattedMessage id="agents_ui.invitation_link" />
      </Button>
    </PopoverNext>
  );
}
