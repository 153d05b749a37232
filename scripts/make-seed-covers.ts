// Renders the demo goods covers (640×360 JPEG, a coloured card per kind with the title and subtitle) into
// server/seed/assets/covers/<slug>.jpg with Debian's Chromium. They are committed; run this again only when the
// demo goods change:  npx tsx --tsconfig server/tsconfig.json scripts/make-seed-covers.ts
// (SEED_COVERS_ONLY=slug1,slug2 renders only those: a goods added, the other covers left byte for byte as they are)
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { SEED_GOODS } from '../server/seed/catalog'
import { COVERS_DIR } from '../server/seed/catalog/covers'

const KIND_STYLE = {
  course: { label: '课程', from: '#0a8f2e', to: '#0DBC3B' },
  exam: { label: '考试', from: '#1f4fbf', to: '#3b82f6' },
  lecture: { label: '讲座', from: '#c2410c', to: '#f59e0b' },
  bundle: { label: '套餐', from: '#6d28d9', to: '#a855f7' }
} as const

/** The list shows covers 4:3 with aspect-fill, cutting 80 px off each side: text stays inside. */
const SAFE_X = 96

const DUMBBELL = `<svg width="120" height="120" viewBox="0 0 80 80" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="6"
  stroke-linecap="round"><path d="M16 30 V50 M24 24 V56 M56 24 V56 M64 30 V50 M24 40 H56"/></svg>`

function cardHtml(g: (typeof SEED_GOODS)[number]): string {
  const style = KIND_STYLE[g.kind]
  return `<html><body style="margin:0">
  <div style="position:relative;width:640px;height:360px;overflow:hidden;font-family:'Noto Sans CJK SC','Noto Serif CJK SC',sans-serif;
    background:linear-gradient(135deg, ${style.from}, ${style.to});color:#fff">
    <div style="position:absolute;right:-80px;top:-80px;width:320px;height:320px;border-radius:50%;background:rgba(255,255,255,.12)"></div>
    <div style="position:absolute;right:60px;bottom:-120px;width:260px;height:260px;border-radius:50%;background:rgba(255,255,255,.08)"></div>
    <div style="position:absolute;right:0;top:24px">${DUMBBELL}</div>
    <div style="position:absolute;left:${SAFE_X}px;top:40px;padding:6px 16px;border:2px solid #fff;border-radius:20px;font-size:22px">${style.label}</div>
    <div style="position:absolute;left:${SAFE_X}px;right:${SAFE_X}px;top:104px;font-size:40px;font-weight:700;line-height:1.3">${g.title}</div>
    <div style="position:absolute;left:${SAFE_X}px;right:${SAFE_X}px;bottom:36px;font-size:22px;opacity:.9">${g.subtitle}</div>
  </div></body></html>`
}

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage({ viewport: { width: 640, height: 360 } })
  const only = process.env.SEED_COVERS_ONLY?.split(',').filter(Boolean)
  for (const g of SEED_GOODS.filter((x) => !only?.length || only.includes(x.slug))) {
    await page.setContent(cardHtml(g))
    const file = path.join(COVERS_DIR, `${g.slug}.jpg`)
    writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 78 }))
  }
  await browser.close()
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
