import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatMessage, ksefMessages } from '@salesdesk/sdk';
import {
  ParseOption,
  XmlBufferInputProvider,
  XmlDocument,
  XmlParseError,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

// The Ministry of Finance's FA(3) schema, validated in process by libxml2 compiled to WebAssembly
// (docs/decisions/ksef.md): no system package, no network. The schema's own files are kept
// beside this module (`schema/`, copied into `dist/ksef-schema/` by the build); its import of the
// base types by their web address is answered from those files.

/** The base types' address as the FA(3) schema imports them (what catalog.xml maps to local files). */
const BASE_TYPES_URL = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';
const SCHEMA_FILES = ['StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd', 'KodyKrajow_v10-0E.xsd'];
const MAIN_SCHEMA = 'schemat_FA(3)_v1-0E.xsd';

/**
 * Parse options for untrusted invoices: no entity substitution, no external DTD or entity, no
 * network. DOCTYPEs are refused before parsing anyway ({@link hasDoctype}); this is the second lock.
 */
const SAFE_PARSE = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES;

/** The schema folder: `src/ksef/schema` from source, `dist/ksef-schema` once built (a flat bundle). */
function schemaDir(): string {
  for (const candidate of ['./schema/', './ksef-schema/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    try {
      readFileSync(`${dir}${MAIN_SCHEMA}`, { flag: 'r' });
      return dir;
    } catch {
      // Try the other layout.
    }
  }
  throw new Error('FA(3) schema files not found beside the server');
}

let validator: XsdValidator | null = null;

/** The compiled FA(3) validator, made once per thread (compiling the 280 kB schema takes a while). */
function faValidator(): XsdValidator {
  if (validator) return validator;
  const dir = schemaDir();
  const buffers: Record<string, Uint8Array> = {};
  for (const name of SCHEMA_FILES) buffers[`${BASE_TYPES_URL}${name}`] = readFileSync(`${dir}${name}`);
  xmlRegisterInputProvider(new XmlBufferInputProvider(buffers));
  const schemaDoc = XmlDocument.fromBuffer(readFileSync(`${dir}${MAIN_SCHEMA}`), {
    url: `file://${dir}${MAIN_SCHEMA}`,
    option: SAFE_PARSE,
  });
  try {
    validator = XsdValidator.fromDoc(schemaDoc);
  } finally {
    schemaDoc.dispose();
  }
  return validator;
}

/** One problem of a file against the schema, in Polish, with the line it is on. */
export interface SchemaProblem {
  readonly line: number;
  readonly message: string;
}

/** Whether the bytes hold a DOCTYPE or an entity declaration (never in an FA(3) file; how "billion laughs" starts). */
export function hasDoctype(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return head.indexOf('<!DOCTYPE') >= 0 || head.indexOf('<!ENTITY') >= 0;
}

const localName = (qualified: string) => qualified.replace(/^\{[^}]*\}/, '');
const names = (list: string) =>
  list
    .split(',')
    .map((n) => localName(n.trim()))
    .filter(Boolean)
    .join(', ');

/** libxml2's sentences about an element (after `Element 'x': `), each with its Polish words. */
const SCHEMA_RULES: readonly [RegExp, (match: string[]) => string][] = [
  [
    /^This element is not expected\. Expected is(?: one of)? \( (.*) \)$/s,
    (g) => formatMessage(ksefMessages.schema.unexpectedExpected, { expected: names(g[1] ?? '') }),
  ],
  [/^This element is not expected$/, () => ksefMessages.schema.unexpected],
  [
    /^Missing child element\(s\)\. Expected is(?: one of)? \( (.*) \)$/s,
    (g) => formatMessage(ksefMessages.schema.missingChild, { expected: names(g[1] ?? '') }),
  ],
  [
    /^\[facet 'pattern'\] The value '(.*)' is not accepted by the pattern '(.*)'$/s,
    (g) => formatMessage(ksefMessages.schema.pattern, { value: g[1] ?? '' }),
  ],
  [
    /^\[facet 'enumeration'\] The value '(.*)' is not an element of the set \{(.*)\}$/s,
    (g) =>
      formatMessage(ksefMessages.schema.enumeration, { value: g[1] ?? '', allowed: (g[2] ?? '').replaceAll("'", '') }),
  ],
  [
    /^\[facet '(?:maxLength|minLength|length)'\] The value (?:'.*' )?has a length of '(\d+)'; this (?:exceeds|underruns|differs from) the allowed (?:maximum |minimum )?length of '(\d+)'$/s,
    (g) => formatMessage(ksefMessages.schema.length, { length: g[1] ?? '', limit: g[2] ?? '' }),
  ],
  [/^\[facet '\w+'\] The value '(.*?)'/s, (g) => formatMessage(ksefMessages.schema.facet, { value: g[1] ?? '' })],
  [
    /^'(.*)' is not a valid value of the (?:atomic|local atomic|union|list) type '(.*)'$/s,
    (g) => formatMessage(ksefMessages.schema.invalidValue, { value: g[1] ?? '', type: localName(g[2] ?? '') }),
  ],
  [/^No matching global declaration available for the validation root$/, () => ksefMessages.schema.notFa],
  [
    /^The attribute '(.*)' is required but missing$/,
    (g) => formatMessage(ksefMessages.schema.attributeMissing, { name: g[1] ?? '' }),
  ],
  [
    /^The value '(.*)' does not match the fixed value constraint '(.*)'$/,
    (g) => formatMessage(ksefMessages.schema.fixed, { value: g[1] ?? '', fixed: g[2] ?? '' }),
  ],
];

/** libxml2's English schema message in Polish words (the element's local name kept, its namespace dropped). */
export function polishSchemaMessage(raw: string): string {
  const m = ksefMessages.schema;
  const text = raw.trim().replace(/\.$/, '');
  const element = /^Element '([^']+)'(?:, attribute '([^']+)')?: (.*)$/s.exec(text);
  if (!element) return formatMessage(m.other, { detail: text });
  const name = localName(element[1] as string);
  const attribute = element[2];
  const rest = element[3] as string;
  const subject = attribute
    ? formatMessage(m.attribute, { name: attribute, element: name })
    : formatMessage(m.element, { name });
  for (const [pattern, words] of SCHEMA_RULES) {
    const match = pattern.exec(rest);
    if (match) return `${subject}: ${words([...match])}`;
  }
  return `${subject}: ${formatMessage(m.other, { detail: rest })}`;
}

/** A parsed document that passed the schema (the caller disposes it), its problems, or a root of another namespace. */
export type ValidFa =
  | { ok: true; doc: XmlDocument }
  | { ok: false; problems: SchemaProblem[] }
  | { ok: false; root: { name: string; namespace: string } };

/**
 * Parses an FA(3) file and validates it against the official schema. Answers the document, or
 * the problems (not well-formed XML too) in Polish with their lines, the first few; a root
 * element outside `namespace` is answered as such, before the schema is asked.
 */
export function validateFa(bytes: Uint8Array, namespace: string): ValidFa {
  const schema = faValidator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(bytes, { option: SAFE_PARSE });
  } catch (error) {
    if (error instanceof XmlParseError) {
      return {
        ok: false,
        problems: error.details.slice(0, 5).map((d) => ({
          line: d.line,
          message: formatMessage(ksefMessages.schema.notWellFormed, { detail: d.message.trim() }),
        })),
      };
    }
    throw error;
  }
  const root = doc.root;
  if (root.namespaceUri !== namespace) {
    const found = { name: root.name, namespace: root.namespaceUri };
    doc.dispose();
    return { ok: false, root: found };
  }
  try {
    schema.validate(doc);
    return { ok: true, doc };
  } catch (error) {
    doc.dispose();
    if (error instanceof XmlValidateError) {
      return {
        ok: false,
        problems: error.details.slice(0, 5).map((d) => ({ line: d.line, message: polishSchemaMessage(d.message) })),
      };
    }
    throw error;
  }
}

/** Parses the bytes as XML and drops the document: no schema, no mapping (the bench's floor). */
export function parseOnly(bytes: Uint8Array): void {
  XmlDocument.fromBuffer(bytes, { option: SAFE_PARSE }).dispose();
}
