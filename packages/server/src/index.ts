// @salesdesk/server: the reference backend.
export { createApp, handlers } from './app';
export type { ServerConfig } from './config';
export { loadConfig } from './config';
export type { Db } from './db/database';
export { migrate, openDatabase } from './db/database';
export type { Handler, HandlerArgs, Handlers } from './http/contractRouter';
export { unhandledEndpoints } from './http/contractRouter';
export { HttpError } from './http/httpError';
export { faXml, type SampleInvoice, sampleLine } from './ksef/faSamples';
export type { MailQueueDepth } from './mail/mailQueue';
export { mailQueueDepth } from './mail/mailQueue';
export type { LivePush, Logger, ServerContext } from './serverContext';
export type { RunningServer, StartServerOptions } from './startServer';
export { createServerContext, startServer } from './startServer';
