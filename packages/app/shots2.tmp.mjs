import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[1366, 768, 'desktop'], [390, 844, 'phone']]) {
  const page = await (await browser.newContext({ viewport: { width: w, height: h } })).newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 300)); });
  for (const id of ['job-running', 'history', 'default']) {
    await page.goto(`http://localhost:8765/?story=administration--importspage--${id}&mode=preview`);
    await page.waitForTimeout(7000);
    await page.screenshot({ path: `/tmp/ui-shots/${tag}-${id}.png`, fullPage: true });
  }
}
await browser.close();
