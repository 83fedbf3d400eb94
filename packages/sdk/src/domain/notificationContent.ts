import { NOTIFICATION_TYPES, type NotificationType } from '../contract/notifications';
import { importMessages } from '../messages/imports';
import { notificationMessages } from '../messages/notifications';
import { offerMessages } from '../messages/offers';
import { formatMessage } from '../messages/pl';

/** The document a notification is about: where its link leads. */
export interface NotificationDocument {
  kind: 'offer' | 'order';
  id: number;
  number: string;
}

/** The path of the imports page, where a notification about an import leads. */
export const IMPORTS_PAGE_PATH = '/pl/dashboard/imports';

/** The path of the webhooks page (administrators), where a notification about a webhook leads. */
export const WEBHOOKS_PAGE_PATH = '/pl/dashboard/webhooks';

/**
 * What a notification says, in Polish, and where it leads: the document it is about (null when
 * none) or, for a notification about no document, the page (`page`, a path; null when none).
 */
export interface NotificationContent {
  title: string;
  text: string;
  document: NotificationDocument | null;
  page: string | null;
}

/** Types whose link is a page rather than a document. */
const TYPE_PAGE: Partial<Record<NotificationType, string>> = {
  import_failed: IMPORTS_PAGE_PATH,
  import_finished: IMPORTS_PAGE_PATH,
  webhook_disabled: WEBHOOKS_PAGE_PATH,
};

const isKnownType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

/** Labels the metadata codes of a notification for its sentence (level, status, import kind and job names). */
function labelled(meta: Record<string, string>): Record<string, string> {
  const out = { ...meta };
  const levels = offerMessages.approvalLevels as Record<string, string>;
  const statuses = offerMessages.statuses as Record<string, string>;
  const kinds = importMessages.kinds as Record<string, string>;
  if (meta.level !== undefined) out.level_name = levels[meta.level] ?? meta.level;
  if (meta.status !== undefined) out.status_name = statuses[meta.status] ?? meta.status;
  if (meta.kind !== undefined) out.kind_name = kinds[meta.kind] ?? meta.kind;
  // A job is named by its kind ("Stany magazynowe"), never by its code (`stock`, `import_stock`).
  const jobKind = meta.cron_job_code?.replace(/^import_/, '');
  if (jobKind !== undefined && kinds[jobKind] !== undefined) out.job_name = kinds[jobKind];
  return out;
}

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** The document of a notification's metadata: `offer_id` or `order_id` with `number`. */
function documentOf(meta: Record<string, string>): NotificationDocument | null {
  for (const kind of ['offer', 'order'] as const) {
    const id = Number(meta[`${kind}_id`]);
    if (Number.isSafeInteger(id) && id > 0) return { kind, id, number: meta.number ?? '' };
  }
  return null;
}

/**
 * The title, the sentence and the document link of a notification, from its type and metadata
 * (`notificationMessages`). A type's full sentence needs every key it names; a notification
 * stored without one of them gets the short sentence. An unknown type gets a generic title and
 * "Dokument {number}".
 */
export function notificationContent(notification: {
  type: string;
  metadata: ReadonlyArray<{ key: string; value: string }>;
}): NotificationContent {
  const meta = Object.fromEntries(notification.metadata.map((e) => [e.key, e.value]));
  const document = documentOf(meta);
  if (!isKnownType(notification.type)) {
    const m = notificationMessages.other;
    return {
      title: m.title,
      text: meta.number ? formatMessage(m.document, { number: meta.number }) : '',
      document,
      page: null,
    };
  }
  const m = notificationMessages[notification.type];
  const values: Record<string, string> = { number: '', ...labelled(meta) };
  const known = (key: string) => values[key] !== undefined && values[key] !== '';
  const complete = placeholders(m.text).every(known);
  // Without what even the short sentence names (a job of no known kind), the type's sentence without it.
  const fallback = 'unnamed' in m && !placeholders(m.short).every(known) ? m.unnamed : m.short;
  return {
    title: m.title,
    text: formatMessage(complete ? m.text : fallback, values),
    document,
    page: TYPE_PAGE[notification.type] ?? null,
  };
}
