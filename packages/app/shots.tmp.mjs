// Throwaway: screenshots of the imports stories from the Ladle build (not committed).
import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const stories = [
  ['upload', 'administration--importspage--upload'],
  ['jobs-running', 'administration--importspage--job-running'],
  ['history', 'administration--importspage--history'],
  ['report-rejects', 'administration--importspage--report-with-rejects'],
];
for (const [w, h, tag] of [[1366, 768, 'desktop'], [390, 844, 'phone']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  for (const [name, id] of stories) {
    await page.goto(`${base}/?story=${id}&mode=preview`);
    await page.waitForTimeout(2500);
    if (name === 'upload') {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'produkty.csv', mimeType: 'text/csv',
        buffer: Buffer.from('symbol;index_name;catalog_price;kolor\nIN-0000001;Złączka zaciskowa łukowa;12,50;\nNEW-1;Nowy;1,234;\nNEW-2;Nowy 2;3,00;\n'),
      });
      await page.screenshot({ path: `/tmp/ui-shots/${tag}-upload-form.png`, fullPage: true });
      await page.getByRole('button', { name: 'Sprawdź (próbny import)' }).click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/ui-shots/${tag}-upload-progress.png` });
      await page.waitForTimeout(3000);
    }
    await page.screenshot({ path: `/tmp/ui-shots/${tag}-${name}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
