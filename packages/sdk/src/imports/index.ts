// @salesdesk/sdk/imports: what every installation's imports share, for the server and the msw
// mock: the jobs and their default schedules, the next run of a cron expression in the
// distributor's time zone, and the example file of each kind. A separate entry, so the browser
// bundle of the sdk never carries the cron library or the examples.

export { importExampleCsv, importExamples } from './importExamples';
export type { ImportJobDefinition } from './importSchedule';
export { IMPORT_JOB_DEFINITIONS, IMPORT_TIME_ZONE, nextImportRun } from './importSchedule';
