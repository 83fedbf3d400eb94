import { z } from 'zod';
import type { EndpointDef } from './endpoint';

/** Start marker of the generated section of docs/contract.md. */
export const CONTRACT_DOC_START = '<!-- contract:start -->';
/** End marker of the generated section of docs/contract.md. */
export const CONTRACT_DOC_END = '<!-- contract:end -->';

const SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Drops noise that says nothing to a reader: regexes behind a `format`, safe-integer bounds. */
function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(compact);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema') continue;
    if (k === 'pattern' && 'format' in node) continue;
    if ((k === 'maximum' && v === SAFE_INT) || (k === 'minimum' && v === -SAFE_INT)) continue;
    out[k] = compact(v);
  }
  return out;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): string {
  return JSON.stringify(compact(z.toJSONSchema(schema, { io, unrepresentable: 'any' })));
}

/**
 * Renders the endpoint table as Markdown: per call its method and path, who may call it, the
 * summary, and the JSON Schema (zod 4 `z.toJSONSchema`) of params, query and body as accepted
 * (input) and of the response as sent (output). docs/contract.md holds this between the markers.
 */
export function renderContractDoc(table: Record<string, EndpointDef>): string {
  const out: string[] = [
    CONTRACT_DOC_START,
    '',
    '## Every call (generated)',
    '',
    'Generated from `packages/sdk/src/contract/endpoints.ts` by `packages/sdk/src/contract/contractDoc.test.ts`;',
    'do not edit by hand: run `UPDATE_CONTRACT_DOC=1 pnpm vitest run --project sdk contractDoc` after changing the contract.',
    '',
    '| Call | Method and path | Access | Summary |',
    '|---|---|---|---|',
  ];
  const names = Object.keys(table).sort();
  const access = (e: EndpointDef) =>
    e.auth === 'public' ? 'public' : e.access ? `token + role: ${e.access.roles.join(', ')}` : 'token';
  for (const name of names) {
    const e = table[name] as EndpointDef;
    const summary = `${e.summary.replace(/\|/g, '\\|')}${e.idempotent ? ' (`Idempotency-Key`)' : ''}`;
    out.push(`| \`${name}\` | \`${e.method} ${e.path}\` | ${access(e)} | ${summary} |`);
  }
  // A schema already printed for an earlier call is referred to, not repeated (offer bodies are large).
  const seen = new Map<string, string>();
  const part = (label: string, name: string, schema: z.ZodType, io: 'input' | 'output') => {
    const json = jsonSchema(schema, io);
    const first = seen.get(json);
    if (first && json.length > 200) return `- ${label}: same as ${first}`;
    if (!first) seen.set(json, `the ${label} of \`${name}\``);
    return `- ${label}: \`${json}\``;
  };
  for (const name of names) {
    const e = table[name] as EndpointDef;
    out.push('', `### ${name}`, '', `\`${e.method} ${e.path}\` (${access(e)}). ${e.summary}`, '');
    if (e.idempotent)
      out.push(
        '- header `Idempotency-Key` (optional): 1–64 characters of `A-Z a-z 0-9 -` (a UUID), quoted or bare; the same key again from the same user for the same request answers the first answer without applying the write again (another request under it: 422)',
      );
    if (e.params) out.push(part('params', name, e.params, 'input'));
    if (e.query) out.push(part('query', name, e.query, 'input'));
    if (e.body && e.sends === 'file') {
      out.push(
        "- body: the file's bytes as they are (`Content-Type: application/octet-stream`, `text/csv` or the XLSX type; no JSON, no base64), streamed by the server; the sdk client takes a `Blob` (a browser's `File`)",
      );
    } else if (e.body) out.push(part('body', name, e.body, 'input'));
    if (e.status)
      out.push(
        `- success status: ${e.status}${e.status === 202 ? ' (accepted: the work goes on after the answer)' : ''}`,
      );
    if (e.answers === 'file') {
      out.push(
        "- response: the file itself (`Content-Disposition: attachment; filename*=UTF-8''…`, its checked `Content-Type`, `X-Content-Type-Options: nosniff`); the sdk client answers `{blob, name, content_type}`",
      );
    } else out.push(part('response', name, e.response, 'output'));
  }
  out.push('', CONTRACT_DOC_END);
  return out.join('\n');
}

/** `doc` with its generated section replaced by `section` (appended when the markers are missing). */
export function replaceContractSection(doc: string, section: string): string {
  const start = doc.indexOf(CONTRACT_DOC_START);
  const end = doc.indexOf(CONTRACT_DOC_END);
  if (start < 0 || end < start) return `${doc.trimEnd()}\n\n${section}\n`;
  return doc.slice(0, start) + section + doc.slice(end + CONTRACT_DOC_END.length);
}
