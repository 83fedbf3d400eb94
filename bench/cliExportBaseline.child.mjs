// Baseline of cliExport.bench.ts (plain Node, no dependencies): the same pages (limit 200) with
// plain fetch, one after the other, each row written as a JSON line to a file.
// Usage: node cliExportBaseline.child.mjs <baseUrl> <token> <outFile>
import { createWriteStream } from 'node:fs';

const [url, token, out] = process.argv.slice(2);
const file = createWriteStream(out);
for (let page = 1; ; page++) {
  const res = await fetch(`${url}/api/invoices?page=${page}&limit=200`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = await res.json();
  let chunk = '';
  for (const item of body.items) chunk += `${JSON.stringify(item)}\n`;
  if (!file.write(chunk)) await new Promise((r) => file.once('drain', r));
  if (body.items.length < 200) break;
}
await new Promise((r) => file.end(r));
