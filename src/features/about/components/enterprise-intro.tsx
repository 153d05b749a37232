// 企业合作 above the partners (pages/home/hezuo): about page `enterprise`, its cover and teaser first so the list
// stays in view, the whole text on 展开全文. A failure here leaves the list usable and offers a retry line instead.
import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AboutPage } from '@contract/content/about-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { imageAlt } from '@/shared/ui/aria'
import type { Remote } from '@/shared/use-remote'
import { InlineRetry } from './inline-retry'
import { RichBlock } from './rich-block'
import './about-detail.scss'

function Intro({ page }: { page: AboutPage }) {
  const [expanded, setExpanded] = useState(false)
  return (
    <View data-testid='about-page-enterprise'>
      {page.coverUrl && <Image className='about-detail__cover about-detail__cover--wide' src={assetUrl(page.coverUrl)} mode='aspectFill' {...imageAlt(page.title)} />}
      <View className='about-detail__card'>
        <Text className='about-detail__headline'>{page.title}</Text>
        {expanded ? <RichBlock html={page.contentHtml} testId='about-page-content' /> : <Text className='about-detail__intro'>{page.summary}</Text>}
        {page.contentHtml && (
          <View className='about-detail__toggle' role='button' onClick={() => setExpanded(!expanded)}>
            <Text>{expanded ? t('about.partner.collapse') : t('about.partner.expand')}</Text>
          </View>
        )}
      </View>
    </View>
  )
}

function EnterpriseIntroImpl({ remote }: { remote: Remote<AboutPage> }) {
  if (remote.error && !remote.data) return <InlineRetry text={t('common.remote.error')} onRetry={remote.reload} />
  return remote.data ? <Intro page={remote.data} /> : null
}

export const EnterpriseIntro = observer(EnterpriseIntroImpl)
