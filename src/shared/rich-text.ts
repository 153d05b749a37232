// Rich text written in the back office, shown with <RichText>: the mini-program's rich-text takes no page styles, so
// lists, headings and pictures get their spacing inline here (goods descriptions, FAQ answers).
import { assetUrl } from './assets'

const INLINE_STYLES: Record<string, string> = {
  ul: 'margin:8px 0;padding-left:22px;list-style-position:outside',
  ol: 'margin:8px 0;padding-left:22px;list-style-position:outside',
  li: 'margin:4px 0',
  h2: 'margin:18px 0 8px;font-size:16px;font-weight:600',
  h3: 'margin:16px 0 8px;font-size:15px;font-weight:600',
  h4: 'margin:12px 0 6px;font-size:14px;font-weight:600',
  blockquote: 'margin:8px 0;padding-left:10px;border-left:3px solid #d9f5e1;color:#666',
  p: 'margin:8px 0',
  img: 'max-width:100%;height:auto'
}

/**
 * Sanitised rich text (goods descriptions, FAQ answers) with each list, heading and picture styled inline:
 * markers inside the content margin, headings spaced from the text, pictures within the width. The HTML was sanitised on the server (bare tags only), so
 * opening tags carry no attributes of their own except an image's and a link's. Pictures uploaded in the back
 * office are upload paths: the mini-program has no origin, so they get the static base (assetUrl).
 */
export function styledRichText(html: string): string {
  return html
    .replace(/<(ul|ol|li|h2|h3|h4|p|img|blockquote)(\s[^>]*)?>/gi, (whole, tag: string, attrs = '') =>
      /\sstyle=/i.test(attrs) ? whole : `<${tag}${attrs} style="${INLINE_STYLES[tag.toLowerCase()]}">`)
    .replace(/(<img\b[^>]*?\ssrc=")(\/uploads\/[^"]*)"/gi, (_, head: string, path: string) => `${head}${assetUrl(path)}"`)
}
