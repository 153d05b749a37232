// Rich text written in the back office (a bio, a story, a partner's or an about page), sanitised on the server and
// styled inline for the mini-program's rich-text (shared/rich-text.ts).
import { RichText } from '@tarojs/components'
import { styledRichText } from '@/shared/rich-text'
import './rich-block.scss'

export function RichBlock({ html, testId }: { html: string; testId?: string }) {
  return <RichText className='about-rich' data-testid={testId} nodes={styledRichText(html)} />
}
