// The company intro at the top of the about tab: the cover and teaser of about page `us`, and 了解更多 to the page.
import { Image, Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import type { AboutPage } from '@contract/content/about-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { imageAlt } from '@/shared/ui/aria'
import './about-intro.scss'

function AboutIntroImpl({ page }: { page: AboutPage }) {
  const open = () => openPage('pages/home/aboutUS')
  return (
    <View className='about-intro' data-testid='about-intro'>
      {page.coverUrl && <Image className='about-intro__cover' src={assetUrl(page.coverUrl)} mode='aspectFill' {...imageAlt(page.title)} />}
      <View className='about-intro__body'>
        <Text className='about-intro__title'>{page.title}</Text>
        {page.summary && <Text className='about-intro__summary'>{page.summary}</Text>}
        <View className='about-intro__more' role='link' onClick={open}>
          <Text>{t('about.tab.more')}</Text>
          <ArrowRight size={10} />
        </View>
      </View>
    </View>
  )
}

export const AboutIntro = observer(AboutIntroImpl)
