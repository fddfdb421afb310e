import type { z } from 'zod';
import { abuseReportCalls } from './areas/abuse-report';
import { abuseBlocklistCalls, abuseScreeningCalls } from './areas/abuse-screening';
import { abuseSuspensionCalls } from './areas/abuse-suspension';
import { accessRecordCalls, asyncOperationCalls, queryKeyCalls } from './areas/access-records';
import { agentCalls } from './areas/agents';
import { codeApiCalls } from './areas/code-api';
import { codeAttentionCalls } from './areas/code-attention';
import { batchQueryCalls, groupCalls, rotationCalls } from './areas/code-tools';
import { codeTransferCalls } from './areas/code-transfer';
import { codeCalls } from './areas/codes';
import { configurationCalls } from './areas/configuration';
import { databaseHealthCalls } from './areas/database-health';
import {
  adminDomainMonitorCalls,
  domainMonitorCalls,
  monitorSettingsCalls,
  shieldConfigurationCalls,
  shieldPushCalls,
  telegramBindingCalls,
  telegramSelfCalls,
  wxShieldDetectionCalls,
} from './areas/domain-monitor';
import { forwardCalls, noHijackCalls, troubledCodeCalls } from './areas/domain-policies';
import { domainListCalls, exportDomainResolutionCalls, holdDomainCalls } from './areas/domains';
import { imageCalls, UPLOAD } from './areas/images';
import { ipBlackCalls, serverIpBlackCalls } from './areas/ip-black';
import { jsConfigCalls } from './areas/js-config';
import { languageListCalls } from './areas/language';
import { layoutCalls } from './areas/layout';
import { logCalls } from './areas/logs';
import { maintenanceCalls } from './areas/maintenance';
import { mallCalls } from './areas/mall';
import { menuCalls } from './areas/menu';
import { messageCalls } from './areas/message';
import { messageListCalls } from './areas/message-admin';
import { moneyCalls } from './areas/money';
import { pictureListCalls } from './areas/picture-lists';
import { platformCalls } from './areas/platform';
import { registerCalls } from './areas/register';
import { roleCalls } from './areas/roles';
import { serverCalls } from './areas/servers';
import { passwordCalls, sessionCalls, totpCalls } from './areas/session';
import { statisticsCalls } from './areas/statistics';
import { systemCalls } from './areas/system';
import { tronAreaCalls } from './areas/tron';
import { uploadStorageCalls } from './areas/upload-storage';
import { administratorCalls, userListCalls } from './areas/users';
import { WEBHOOK_PLATFORM_PERMISSION, webhookCalls } from './areas/webhooks';
import type { CallSpec } from './call';

/**
 * The call table: the only list of calls. The server registers a route for each entry, the web
 * client is typed from it, and a test fails when a handler and an entry do not match.
 */
export const calls = {
  ...systemCalls,
  ...sessionCalls,
  ...passwordCalls,
  ...menuCalls,
  ...layoutCalls,
  ...messageCalls,
  ...platformCalls,
  ...languageListCalls,
  ...messageListCalls,
  ...registerCalls,
  ...totpCalls,
  ...configurationCalls,
  ...userListCalls,
  ...administratorCalls,
  ...roleCalls,
  ...logCalls,
  ...ipBlackCalls,
  ...serverIpBlackCalls,
  ...codeCalls,
  ...codeAttentionCalls,
  ...codeTransferCalls,
  ...codeApiCalls,
  ...abuseSuspensionCalls,
  ...abuseBlocklistCalls,
  ...abuseScreeningCalls,
  ...abuseReportCalls,
  ...groupCalls,
  ...rotationCalls,
  ...batchQueryCalls,
  ...holdDomainCalls,
  ...domainListCalls,
  ...exportDomainResolutionCalls,
  ...domainMonitorCalls,
  ...adminDomainMonitorCalls,
  ...wxShieldDetectionCalls,
  ...monitorSettingsCalls,
  ...shieldConfigurationCalls,
  ...shieldPushCalls,
  ...telegramBindingCalls,
  ...telegramSelfCalls,
  ...noHijackCalls,
  ...forwardCalls,
  ...troubledCodeCalls,
  ...databaseHealthCalls,
  ...maintenanceCalls,
  ...serverCalls,
  ...statisticsCalls,
  ...accessRecordCalls,
  ...asyncOperationCalls,
  ...queryKeyCalls,
  ...imageCalls,
  ...uploadStorageCalls,
  ...jsConfigCalls,
  ...pictureListCalls,
  ...moneyCalls,
  ...tronAreaCalls,
  ...agentCalls,
  ...mallCalls,
  ...webhookCalls,
} satisfies Record<string, CallSpec>;

/** Permissions of routes that are not JSON calls (uploads), granted and checked like call permissions. */
export const ROUTE_PERMISSIONS: readonly string[] = [UPLOAD.permission, WEBHOOK_PLATFORM_PERMISSION];

export type CallTable = Record<string, CallSpec>;
export type Calls = typeof calls;
export type CallPath = keyof Calls;
/** What a client sends (before defaults are applied). */
export type CallInput<P extends CallPath> = z.input<Calls[P]['input']>;
/** What a client receives. */
export type CallOutput<P extends CallPath> = z.output<Calls[P]['output']>;

export { type Access, type CallSpec, call, type Envelope, type ErrorCode, type FieldError } from './call';
