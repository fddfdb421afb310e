import type { abuseReportCalls } from '../../contract/areas/abuse-report';
import { listReports, receiveReport, reportDetail, updateReport } from '../abuse/reports';
import type { Handlers } from '../http/handlers';

export const abuseReportHandlers: Handlers<typeof abuseReportCalls> = {
  // The API is served on the console host: a suffix there comes first (domain key 0).
  'abuse_report/add': async (input, { db, now, log, ip, userAgent }) => ({
    id: await receiveReport({ db, now, log }, input, { ip, userAgent }, 0),
  }),
  'abuse_report/inquire': (filter, { db, now }) => listReports(db, filter, now()),
  'abuse_report/detail': ({ id }, { db, now, origin }) => reportDetail(db, id, { origin, now: now() }),
  'abuse_report/update': async (input, { db, actor, now }) => {
    await updateReport(db, actor, input, now());
    return {};
  },
};
