import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4320';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext();
const page = await context.newPage();
await page.addInitScript(() => {
    const seen = { loading: [] };
    window.loadingSeen = seen;
    new MutationObserver(() => {
      const statuses = document.querySelectorAll('#root [role="status"]');
      for (const s of statuses) if (s.textContent?.trim() === 'Loading') seen.loading.push(s.parentElement.outerHTML.slice(0, 300) + ' @ ' + performance.now());
    }).observe(document, { childList: true, subtree: true });
});
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const path of process.argv.slice(2)) {
  const response = await page.goto(base + path);
  console.log(path, 'status', response.status());
  await page.waitForTimeout(1500);
  console.log(await page.evaluate(() => window.loadingSeen));
}
await browser.close();
