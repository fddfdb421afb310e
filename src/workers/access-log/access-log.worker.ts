/**
 * The access-log page's worker: it keeps the last row set so that switching filters sends only a
 * filter id. Everything it does is `AccessLogIndex`, tested without a worker.
 */
import { expose } from 'comlink';
import { AccessLogIndex } from './classify';

expose(new AccessLogIndex());
