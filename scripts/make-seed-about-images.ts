// Renders the about content's demo pictures into server/seed/assets/about/<slug>.jpg with Debian's Chromium:
// teacher avatars (illustrated figures, 240×240), partner logos (a monogram, 240×240), story covers (640×360) and the
// two about pages' covers (750×360). They are committed; run this again only when the demo content changes:
//   npx tsx --tsconfig server/tsconfig.json scripts/make-seed-about-images.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { ABOUT_IMAGES_DIR, SEED_ABOUT_PAGES, SEED_PARTNERS, SEED_STORIES, SEED_TEACHERS } from '../server/seed/content/about'
import type { SeedTeacher } from '../server/seed/content/about-teachers'

const FONT = "'Noto Sans CJK SC','Noto Serif CJK SC',sans-serif"
const frame = (w: number, h: number, inner: string, background: string) =>
  `<html><body style="margin:0"><div style="position:relative;width:${w}px;height:${h}px;overflow:hidden;font-family:${FONT};
  background:${background};color:#fff">${inner}</div></body></html>`
const gradient = ([from, to]: [string, string]) => `linear-gradient(135deg, ${from}, ${to})`

const HAIR: Record<SeedTeacher['hair'], string> = {
  short: '<path d="M78 104 Q80 58 120 56 Q160 58 162 104 Q150 80 120 82 Q92 80 78 104Z" fill="#2b2b2b"/>',
  long: '<path d="M74 150 Q66 60 120 56 Q174 60 166 150 L152 150 Q156 96 120 86 Q84 96 88 150Z" fill="#2b2b2b"/>',
  side: '<path d="M76 112 Q74 56 124 54 Q166 58 164 100 Q140 70 100 86 Q86 92 76 112Z" fill="#2b2b2b"/>',
  crop: '<path d="M82 96 Q86 62 120 60 Q154 62 158 96 Q140 78 120 78 Q100 78 82 96Z" fill="#3a3a3a"/>',
  bun: '<circle cx="120" cy="50" r="18" fill="#2b2b2b"/><path d="M78 106 Q80 60 120 58 Q160 60 162 106 Q148 82 120 84 Q92 82 78 106Z" fill="#2b2b2b"/>'
}

const GLASSES = `<g fill="none" stroke="#333" stroke-width="4"><circle cx="104" cy="116" r="11"/><circle cx="136" cy="116" r="11"/>
  <path d="M115 116 H125"/></g>`

/** A head-and-shoulders figure on a soft disc: no face, so nobody real is implied. */
function avatarHtml(t: SeedTeacher): string {
  const [dark, light] = t.palette
  const svg = `<svg width="240" height="240" viewBox="0 0 240 240">
    <circle cx="120" cy="120" r="120" fill="${light}" opacity=".35"/>
    <path d="M40 240 Q44 168 120 164 Q196 168 200 240Z" fill="${dark}"/>
    <path d="M104 150 L136 150 L132 172 Q120 180 108 172Z" fill="#f1c7a5"/>
    <ellipse cx="120" cy="112" rx="40" ry="46" fill="#f6d3b5"/>${HAIR[t.hair]}${t.glasses ? GLASSES : ''}</svg>`
  return frame(240, 240, svg, `linear-gradient(160deg, #ffffff, ${light})`)
}

function logoHtml(p: (typeof SEED_PARTNERS)[number]): string {
  const inner = `<div style="position:absolute;inset:28px;border-radius:36px;background:${gradient(p.palette)}"></div>
    <div style="position:absolute;inset:44px;border:4px solid rgba(255,255,255,.55);border-radius:28px"></div>
    <div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;font-size:60px;font-weight:700;letter-spacing:2px">${p.mark}</div>`
  return frame(240, 240, inner, '#ffffff')
}

const circles = `<div style="position:absolute;right:-90px;top:-90px;width:320px;height:320px;border-radius:50%;background:rgba(255,255,255,.12)"></div>
  <div style="position:absolute;left:-60px;bottom:-140px;width:280px;height:280px;border-radius:50%;background:rgba(255,255,255,.08)"></div>`

/** Story covers are shown 16:9 in full, so the text may use the whole width. */
function storyHtml(s: (typeof SEED_STORIES)[number]): string {
  const inner = `${circles}
    <div style="position:absolute;left:48px;top:18px;font-size:120px;font-weight:700;opacity:.35;font-family:Georgia,serif">“</div>
    <div style="position:absolute;left:56px;right:56px;top:112px;font-size:38px;font-weight:700;line-height:1.35">${s.title}</div>
    <div style="position:absolute;left:56px;bottom:36px;font-size:24px;opacity:.92">${s.learnerName} · ${s.learnerTitle}</div>`
  return frame(640, 360, inner, gradient(s.palette))
}

const PAGE_LINES: Record<string, [string, string]> = {
  'about-us': ['绿动健身学院', '专注健身教练职业教育 · 六城培训中心'],
  'about-enterprise': ['企业合作', '人才输送 · 企业内训 · 实训基地 · 校企共建']
}

function pageCoverHtml(slug: string): string {
  const [title, line] = PAGE_LINES[slug]
  const inner = `${circles}
    <div style="position:absolute;left:56px;top:112px;font-size:56px;font-weight:700;letter-spacing:4px">${title}</div>
    <div style="position:absolute;left:58px;top:204px;font-size:26px;opacity:.92">${line}</div>`
  return frame(750, 360, inner, gradient(['#067a25', '#0DBC3B']))
}

async function shoot(page: Page, slug: string, html: string, width: number, height: number, quality: number) {
  await page.setViewportSize({ width, height })
  await page.setContent(html)
  writeFileSync(path.join(ABOUT_IMAGES_DIR, `${slug}.jpg`), await page.screenshot({ type: 'jpeg', quality }))
}

async function main() {
  mkdirSync(ABOUT_IMAGES_DIR, { recursive: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage()
  for (const t of SEED_TEACHERS) await shoot(page, t.slug, avatarHtml(t), 240, 240, 82)
  for (const p of SEED_PARTNERS) await shoot(page, p.slug, logoHtml(p), 240, 240, 82)
  for (const s of SEED_STORIES) await shoot(page, s.slug, storyHtml(s), 640, 360, 76)
  for (const a of SEED_ABOUT_PAGES) await shoot(page, a.cover, pageCoverHtml(a.cover), 750, 360, 76)
  await browser.close()
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
