// `npm run bench:lighthouse`: Lighthouse's mobile performance audit (simulated slow 4G, 4× CPU
// slowdown, the Moto G Power profile it ships with) on the built server's home page, notice list and
// daily report of the default site, in Debian's chromium. DESIGN.md §6: score ≥ 95, LCP ≤ 2.5 s,
// TBT ≤ 200 ms. The signed-in pages are audited with the demo student's session cookie.
//
//   node bench/lighthouse.mjs [--runs=3]     each page is audited `runs` times; the median run counts
//
// Results: a table here and bench/results/lighthouse.json.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { loginCookie, startQuadServer } from './lib/quad-server.mjs';
import { fixed, printTable, warnIfBusy, writeResults } from './lib/report.mjs';
import { CHROMIUM, ensureBrowser } from '../scripts/lib/prerequisites.mjs';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const GOALS = { score: 95, lcpMs: 2500, tbtMs: 200 };
const PAGES = [
  { name: 'home', path: '/site/', signedIn: false },
  { name: 'notice list', path: '/site/notice/index', signedIn: true },
  { name: 'daily report', path: '/site/ncov/index', signedIn: true },
];

warnIfBusy();
if (!process.env.CHROME_PATH) ensureBrowser();
const server = await startQuadServer();
// The flags of a headless chromium on a closed network (see the e2e harness).
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const rows = [];
/**
 * A first visit with or without the student's session: Lighthouse's own storage reset would also drop
 * the cookies the page reads to know it is signed in, so the cache is emptied here instead and the
 * cookies set or removed.
 */
async function freshVisit(cookie, signedIn) {
  const [tab] = await browser.pages();
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.clearBrowserCookies');
  if (signedIn) {
    for (const pair of cookie.split('; ')) {
      const [name, ...value] = pair.split('=');
      await cdp.send('Network.setCookie', { name, value: value.join('='), url: server.origin });
    }
  }
  await cdp.detach();
}
try {
  const cookie = await loginCookie(server.origin, 'student', 'student123');
  for (const page of PAGES) {
    const audits = [];
    for (let i = 0; i < runs; i++) {
      await freshVisit(cookie, page.signedIn);
      const { lhr } = await lighthouse(`${server.origin}${page.path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: 'error',
      });
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
      audits.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        finalUrl: lhr.finalDisplayedUrl,
      });
    }
    audits.sort((a, b) => a.score - b.score);
    const median = audits[Math.floor(audits.length / 2)];
    // A signed-in page that lands elsewhere (the login) would be measuring the wrong page.
    if (!median.finalUrl.endsWith(page.path)) throw new Error(`${page.name}: landed on ${median.finalUrl}`);
    rows.push({ ...page, ...median, scores: audits.map((a) => a.score) });
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse mobile (simulated slow 4G, 4× CPU), median of ${runs} run(s)\n`);
printTable(rows, [
  { title: 'page', value: (r) => r.name },
  { title: `score (≥ ${GOALS.score})`, value: (r) => r.score },
  { title: 'runs', value: (r) => r.scores.join('/') },
  { title: 'FCP ms', value: (r) => fixed(r.fcpMs) },
  { title: `LCP ms (≤ ${GOALS.lcpMs})`, value: (r) => fixed(r.lcpMs) },
  { title: `TBT ms (≤ ${GOALS.tbtMs})`, value: (r) => fixed(r.tbtMs) },
]);
const file = writeResults('lighthouse', { goals: GOALS, runs, pages: rows });
console.log(`\nresults: ${file}`);
const missed = rows.filter((r) => r.score < GOALS.score || r.lcpMs > GOALS.lcpMs || r.tbtMs > GOALS.tbtMs);
if (missed.length) console.log(`below the goals: ${missed.map((r) => r.name).join(', ')}`);
