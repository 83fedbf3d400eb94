// The route check of the client card (the page registry, in the first load) needs only this; the
// slug that writes a client's link stays in `clientParam.ts`, with the pages that make links.

// A positive id in decimal digits (no zero padding), then nothing or a hyphen and anything.
const CLIENT_PARAM = /^([1-9][0-9]{0,14})(?:-.*)?$/s;

/**
 * The client id of a path parameter, or null when it does not start with a positive id
 * followed by the end or a hyphen (`0x1`, `012`, `1.5`, `abc` → the 404 page). Whatever follows
 * the hyphen is not checked: an old or hand-typed name still opens the client, whose card
 * then puts its own name in the address.
 */
export function clientIdFromParam(param: string | undefined): number | null {
  const match = param === undefined ? null : CLIENT_PARAM.exec(param);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
