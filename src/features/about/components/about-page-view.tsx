// An about page (关于我们, or 企业合作 above the partners): its cover, title and rich text.
import { Image, Text, View } from '@tarojs/components'
import type { AboutPage } from '@contract/content/about-shapes'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { RichBlock } from './rich-block'
import './about-detail.scss'

export function AboutPageView({ page }: { page: AboutPage }) {
  return (
    <View className='about-page-view' data-testid={`about-page-${page.key}`}>
      {page.coverUrl && <Image className='about-detail__cover about-detail__cover--wide' src={assetUrl(page.coverUrl)} mode='aspectFill' {...imageAlt(page.title)} />}
      <View className='about-detail__card'>
        <Text className='about-detail__headline'>{page.title}</Text>
        {page.contentHtml && <RichBlock html={page.contentHtml} testId='about-page-content' />}
      </View>
    </View>
  )
}
