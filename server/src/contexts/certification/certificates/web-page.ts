// The certificate check as a plain web page (GET /cert/:number): server-rendered HTML, no app code, so an employer
// can open the QR code's address in any browser. Everything shown is escaped; an unknown number gets a 404 page.
import type { CertificateCheck } from '@contract/certification/shapes'

const STATUS_TEXT = {
  valid: { label: '有效 Valid', color: '#0DBC3B' },
  expired: { label: '已过期 Expired', color: '#B25E00' },
  revoked: { label: '已撤销 Revoked', color: '#C62828' }
} as const

function escape(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>
body{font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;background:#f5f6f7;color:#1f2329}
main{max-width:480px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 16px}
.card{background:#fff;border-radius:12px;padding:16px}.status{display:inline-block;padding:4px 12px;border-radius:16px;color:#fff;font-weight:600}
dl{display:grid;grid-template-columns:7em 1fr;gap:8px 12px;margin:16px 0 0}dt{color:#646a73}dd{margin:0;word-break:break-all}
.top{display:flex;gap:16px;align-items:flex-start;margin-top:16px}
.photo{width:96px;height:120px;object-fit:cover;border-radius:8px;background:#e8f7ec;flex:none}
.initial{display:flex;align-items:center;justify-content:center;font-size:40px;color:#0a7d2c;font-weight:600}.note{margin-top:12px;color:#C62828}
</style></head><body><main>${body}</main></body></html>`
}

/** The holder's photo at issue; without one (or for a revoked certificate) the first character of the name. */
function photoOf(cert: CertificateCheck, photoUrl: (path: string) => string): string {
  if (cert.photo) return `<img class="photo" src="${escape(photoUrl(cert.photo))}" alt="持证人照片 Holder's photo">`
  return `<div class="photo initial" aria-hidden="true">${escape(Array.from(cert.holderName)[0] ?? '')}</div>`
}

export function certificatePage(cert: CertificateCheck, photoUrl: (path: string) => string): string {
  const status = STATUS_TEXT[cert.status]
  const rows: Array<[string, string | number]> = [
    ['证书编号 No.', cert.number], ['持证人 Holder', cert.holderName], ['课程 Course', cert.courseTitle],
    ['学时 Hours', cert.hours], ['成绩 Score', `${cert.score} / ${cert.total}`], ['发证日期 Issued', cert.issuedOn],
    ['有效期至 Expires', cert.expiresOn]
  ]
  const revoked = cert.status === 'revoked'
    ? `<p class="note">该证书已于 ${escape(cert.revokedOn ?? '')} 撤销，不再有效。${cert.revokeReason ? `原因：${escape(cert.revokeReason)}` : ''}</p>`
    : ''
  const expired = cert.status === 'expired' ? `<p class="note">该证书已过有效期，不再有效。This certificate has expired.</p>` : ''
  return page(`证书查询 ${cert.number}`, `<h1>证书查询 Certificate check</h1><div class="card">
<span class="status" style="background:${status.color}">${status.label}</span>${revoked}${expired}
<div class="top">${photoOf(cert, photoUrl)}
<dl>${rows.map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`).join('')}</dl></div></div>`)
}

export function notFoundPage(): string {
  return page('证书查询', `<h1>证书查询 Certificate check</h1><div class="card"><p>未查询到该证书，请核对证书编号。</p>
<p>No certificate with this number. Please check the number.</p></div>`)
}

export function tooManyPage(): string {
  return page('证书查询', `<h1>证书查询 Certificate check</h1><div class="card"><p>查询太频繁，请稍后再试。</p>
<p>Too many checks. Please try again later.</p></div>`)
}
