// Renders the demo home content's pictures with Debian's Chromium into server/seed/assets/content/: the banners
// (750×360 JPEG, the ratio the home carousel shows, each under 60 KB) and the news covers (320×240). They are
// committed; run this again only when the demo banners or news change:
//   npx tsx --tsconfig server/tsconfig.json scripts/make-seed-content-images.ts
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { CONTENT_IMAGES_DIR } from '../server/seed/content/images'

const FONT = "'Noto Sans CJK SC','Noto Serif CJK SC',sans-serif"
const MAX_BANNER_BYTES = 60 * 1024

const ICONS = {
  dumbbell: '<path d="M10 26 V38 M16 20 V44 M48 20 V44 M54 26 V38 M16 32 H48"/>',
  badge: '<circle cx="32" cy="26" r="14"/><path d="M24 38 L20 56 L32 50 L44 56 L40 38"/>',
  trophy: '<path d="M20 12 H44 V26 A12 12 0 0 1 20 26 Z M20 16 H12 A8 8 0 0 0 20 28 M44 16 H52 A8 8 0 0 1 44 28 M32 38 V48 M22 54 H42"/>',
  question: '<circle cx="32" cy="32" r="22"/><path d="M25 26 A7 7 0 1 1 34 33 Q32 34 32 38 M32 45 V46"/>',
  building: '<path d="M14 54 V18 L32 10 L50 18 V54 M10 54 H54 M24 26 H28 M36 26 H40 M24 36 H28 M36 36 H40 M28 54 V44 H36 V54"/>',
  play: '<rect x="10" y="14" width="44" height="32" rx="4"/><path d="M28 23 L38 30 L28 37 Z M22 54 H42"/>',
  chat: '<path d="M12 16 H52 V42 H30 L20 52 V42 H12 Z M22 26 H42 M22 33 H36"/>',
  chart: '<path d="M12 52 H52 M18 52 V36 M28 52 V26 M38 52 V32 M48 52 V16"/>',
  heart: '<path d="M32 52 L14 34 A10 10 0 0 1 32 20 A10 10 0 0 1 50 34 Z M22 34 H28 L31 28 L35 40 L38 34 H42"/>',
  people: '<circle cx="24" cy="22" r="7"/><circle cx="42" cy="24" r="6"/><path d="M12 50 A12 12 0 0 1 36 50 M34 48 A10 10 0 0 1 52 46"/>'
} as const
type Icon = keyof typeof ICONS

const icon = (name: Icon, size: number, stroke: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 64 64" fill="none" stroke="${stroke}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`

interface BannerArt { file: string; from: string; to: string; tag: string; headline: string; sub: string; cta: string; icon: Icon }

const BANNERS: BannerArt[] = [
  { file: 'banner-coach-course', from: '#067a25', to: '#12c247', tag: '热招课程', headline: '零基础入行健身教练', sub: '国家职业资格培训 · 30天系统集训', cta: '立即报名', icon: 'dumbbell' },
  { file: 'banner-national-exam', from: '#173f9c', to: '#3b82f6', tag: '考试报名', headline: '职业技能等级认定', sub: '健身教练 五级 / 四级 · 四城开考', cta: '查看场次', icon: 'badge' },
  { file: 'banner-contest', from: '#9a3412', to: '#f59e0b', tag: '活动报道', headline: '第十二届教练技能大赛', sub: '86名教练同场竞技 · 8人摘得金奖', cta: '阅读全文', icon: 'trophy' },
  { file: 'banner-faq', from: '#0f5f63', to: '#14b8a6', tag: '学员服务', headline: '常见问题一站看懂', sub: '报名 · 考试 · 退款 · 发票', cta: '去看看', icon: 'question' }
]

function bannerHtml(b: BannerArt): string {
  return `<html><body style="margin:0"><div style="position:relative;width:750px;height:360px;overflow:hidden;font-family:${FONT};
    background:linear-gradient(120deg, ${b.from}, ${b.to});color:#fff">
    <div style="position:absolute;right:-90px;top:-110px;width:380px;height:380px;border-radius:50%;background:rgba(255,255,255,.10)"></div>
    <div style="position:absolute;right:120px;bottom:-150px;width:300px;height:300px;border-radius:50%;background:rgba(255,255,255,.07)"></div>
    <div style="position:absolute;right:46px;top:104px">${icon(b.icon, 144, 'rgba(255,255,255,.85)')}</div>
    <div style="position:absolute;left:56px;top:56px;padding:4px 16px;border-radius:18px;background:rgba(0,0,0,.18);font-size:24px">${b.tag}</div>
    <div style="position:absolute;left:56px;top:114px;font-size:46px;font-weight:700;letter-spacing:2px">${b.headline}</div>
    <div style="position:absolute;left:56px;top:190px;font-size:26px;opacity:.92">${b.sub}</div>
    <div style="position:absolute;left:56px;top:258px;padding:8px 26px;border-radius:28px;background:#fff;color:${b.from};font-size:26px;font-weight:700">${b.cta} ›</div>
  </div></body></html>`
}

interface CoverArt { file: string; word: string; icon: Icon; tone: 'academy' | 'industry' | 'event' }

const TONES = { academy: ['#067a25', '#22c55e'], industry: ['#1e40af', '#60a5fa'], event: ['#b45309', '#fbbf24'] } as const

const COVERS: CoverArt[] = [
  { file: 'news-hangzhou-base', word: '杭州基地', icon: 'building', tone: 'academy' },
  { file: 'news-online-courses', word: '课程改版', icon: 'play', tone: 'academy' },
  { file: 'news-service', word: '答疑升级', icon: 'chat', tone: 'academy' },
  { file: 'news-mentor', word: '导师计划', icon: 'people', tone: 'academy' },
  { file: 'news-exam-guide', word: '考核要点', icon: 'badge', tone: 'industry' },
  { file: 'news-pricing', word: '定价观察', icon: 'chart', tone: 'industry' },
  { file: 'news-functional', word: '功能训练', icon: 'dumbbell', tone: 'industry' },
  { file: 'news-youth', word: '青少年体能', icon: 'people', tone: 'industry' },
  { file: 'news-contest', word: '技能大赛', icon: 'trophy', tone: 'event' },
  { file: 'news-women-strength', word: '社区公开课', icon: 'dumbbell', tone: 'event' },
  { file: 'news-first-aid', word: '急救培训', icon: 'heart', tone: 'event' },
  { file: 'news-graduates', word: '学员分享', icon: 'chat', tone: 'event' }
]

function coverHtml(c: CoverArt): string {
  const [from, to] = TONES[c.tone]
  return `<html><body style="margin:0"><div style="position:relative;width:320px;height:240px;overflow:hidden;font-family:${FONT};
    background:linear-gradient(135deg, ${from}, ${to});color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center">
    <div style="position:absolute;left:-60px;bottom:-80px;width:220px;height:220px;border-radius:50%;background:rgba(255,255,255,.10)"></div>
    ${icon(c.icon, 96, '#fff')}
    <div style="margin-top:14px;font-size:34px;font-weight:700;letter-spacing:2px">${c.word}</div>
  </div></body></html>`
}

async function render(page: Page, html: string, file: string, quality: number): Promise<number> {
  await page.setContent(html)
  const target = path.join(CONTENT_IMAGES_DIR, `${file}.jpg`)
  writeFileSync(target, await page.screenshot({ type: 'jpeg', quality }))
  return statSync(target).size
}

async function main() {
  mkdirSync(CONTENT_IMAGES_DIR, { recursive: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  const banners = await browser.newPage({ viewport: { width: 750, height: 360 } })
  for (const b of BANNERS) {
    const size = await render(banners, bannerHtml(b), b.file, 80)
    if (size > MAX_BANNER_BYTES) throw new Error(`${b.file}.jpg is ${size} bytes, over the ${MAX_BANNER_BYTES} budget`)
  }
  const covers = await browser.newPage({ viewport: { width: 320, height: 240 } })
  for (const c of COVERS) await render(covers, coverHtml(c), c.file, 76)
  await browser.close()
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
