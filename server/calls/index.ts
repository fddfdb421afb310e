import type { Calls } from '../../contract/calls';
import type { Handlers } from '../http/handlers';
import { abuseReportHandlers } from './abuse-report';
import { abuseBlocklistHandlers, abuseScreeningHandlers } from './abuse-screening';
import { abuseSuspensionHandlers } from './abuse-suspension';
import { accessRecordHandlers, asyncOperationHandlers, queryKeyHandlers } from './access-records';
import { agentHandlers } from './agents';
import { codeApiHandlers } from './code-api';
import { codeAttentionHandlers } from './code-attention';
import { batchQueryHandlers, groupHandlers, rotationHandlers } from './code-tools';
import { codeTransferHandlers } from './code-transfer';
import { codeHandlers } from './codes';
import { configurationHandlers } from './configuration';
import { databaseHealthHandlers } from './database-health';
import { domainMonitorHandlers } from './domain-monitor';
import { domainPolicyHandlers } from './domain-policies';
import { domainHandlers } from './domains';
import { imageHandlers } from './images';
import { ipBlackHandlers } from './ip-black';
import { jsConfigHandlers } from './js-config';
import { languageListHandlers } from './language';
import { layoutHandlers } from './layout';
import { logHandlers } from './logs';
import { maintenanceHandlers } from './maintenance';
import { mallHandlers } from './mall';
import { menuHandlers } from './menu';
import { messageHandlers, messageListHandlers } from './message';
import { moneyHandlers } from './money';
import { pictureListHandlers } from './picture-lists';
import { platformHandlers } from './platform';
import { roleHandlers } from './roles';
import { serverHandlers } from './servers';
import { passwordHandlers, registerHandlers, sessionHandlers, totpHandlers } from './session';
import { statisticsHandlers } from './statistics';
import { systemHandlers } from './system';
import { tronHandlers } from './tron';
import { uploadStorageHandlers } from './upload-storage';
import { administratorHandlers, userListHandlers } from './users';
import { webhookHandlers } from './webhooks';

/** Every handler, keyed by its contract path; the compiler insists that none is missing. */
export const handlers: Handlers<Calls> = {
  ...systemHandlers,
  ...sessionHandlers,
  ...registerHandlers,
  ...passwordHandlers,
  ...totpHandlers,
  ...menuHandlers,
  ...layoutHandlers,
  ...messageHandlers,
  ...messageListHandlers,
  ...platformHandlers,
  ...languageListHandlers,
  ...configurationHandlers,
  ...userListHandlers,
  ...administratorHandlers,
  ...roleHandlers,
  ...logHandlers,
  ...ipBlackHandlers,
  ...codeHandlers,
  ...codeApiHandlers,
  ...abuseReportHandlers,
  ...abuseSuspensionHandlers,
  ...abuseBlocklistHandlers,
  ...abuseScreeningHandlers,
  ...codeAttentionHandlers,
  ...codeTransferHandlers,
  ...groupHandlers,
  ...rotationHandlers,
  ...batchQueryHandlers,
  ...domainHandlers,
  ...domainMonitorHandlers,
  ...domainPolicyHandlers,
  ...databaseHealthHandlers,
  ...maintenanceHandlers,
  ...serverHandlers,
  ...statisticsHandlers,
  ...accessRecordHandlers,
  ...asyncOperationHandlers,
  ...queryKeyHandlers,
  ...imageHandlers,
  ...uploadStorageHandlers,
  ...jsConfigHandlers,
  ...pictureListHandlers,
  ...moneyHandlers,
  ...tronHandlers,
  ...agentHandlers,
  ...mallHandlers,
  ...webhookHandlers,
};
