// The fake gateway's pages, as a browser sees them: the cashier a wap/page pay URL opens (amount, subject and a
// 确认付款 button that posts to /cashier/pay) and the page shown after paying when there is no return_url.
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title}</title></head><body style="font-family:sans-serif;margin:24px;text-align:center">${body}</body></html>`

export function cashierPage(trade: { outTradeNo: string; totalAmount: string; subject: string }): string {
  return page(
    '支付宝',
    `<h1 data-testid="fake-alipay-cashier" style="color:#1677ff">支付宝 收银台（测试网关）</h1>` +
      `<p>${escape(trade.subject)}</p><p data-testid="fake-alipay-amount" style="font-size:32px">¥${escape(trade.totalAmount)}</p>` +
      `<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escape(trade.outTradeNo)}">` +
      `<button data-testid="fake-alipay-pay" style="width:100%;padding:12px;font-size:18px;background:#1677ff;color:#fff;border:0">确认付款</button></form>`
  )
}

export const paidPage = () => page('支付宝', '<h1 data-testid="fake-alipay-paid">支付成功</h1>')
