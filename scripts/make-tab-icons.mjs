// Renders the tab-bar icons (normal grey #666666, selected green #0DBC3B) from the SVG shapes below into
// 81×81 PNGs in src/assets/tabbar. The mini-program tab bar accepts only PNG/JPG, so they are committed;
// run this again only when an icon changes: node scripts/make-tab-icons.mjs
import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'

const shapes = {
  home: '<path d="M12 40 L40 16 L68 40" /><path d="M20 34 V66 H34 V48 H46 V66 H60 V34" />',
  course: '<path d="M14 20 H36 C40 20 40 24 40 24 V66 C40 62 36 60 32 60 H14 Z" /><path d="M66 20 H44 C40 20 40 24 40 24 V66 C40 62 44 60 48 60 H66 Z" />',
  train: '<path d="M16 30 V50 M24 24 V56 M56 24 V56 M64 30 V50 M24 40 H56" />',
  about: '<circle cx="40" cy="40" r="26" /><path d="M40 36 V56" /><circle cx="40" cy="27" r="1.5" fill="COLOR" />',
  mine: '<circle cx="40" cy="28" r="12" /><path d="M16 66 C16 50 28 44 40 44 C52 44 64 50 64 66 Z" />'
}
const colors = { '': '#666666', '-active': '#0DBC3B' }

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 81, height: 81 } })
for (const [name, body] of Object.entries(shapes)) {
  for (const [suffix, color] of Object.entries(colors)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="81" height="81" viewBox="0 0 80 80" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${body.replaceAll('COLOR', color)}</svg>`
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
    writeFileSync(`src/assets/tabbar/${name}${suffix}.png`, await page.screenshot({ omitBackground: true }))
  }
}
await browser.close()
