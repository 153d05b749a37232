// One partner (pages/home/aboutEnterprise?id=): logo, name and intro, the website (copied with one tap: the
// mini-program cannot open other sites), and the partnership in rich text.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PartnerDetail } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { copyText } from '@/shared/toast'
import { PartnerLogo } from './partner-card'
import { RichBlock } from './rich-block'
import { Section } from './section'
import './about-detail.scss'

function PartnerDetailViewImpl({ partner }: { partner: PartnerDetail }) {
  return (
    <View className='about-detail' data-testid='partner-detail'>
      <View className='about-detail__card about-detail__partner'>
        <PartnerLogo partner={partner} className='about-detail__logo' />
        <Text className='about-detail__headline'>{partner.name}</Text>
        {partner.intro && <Text className='about-detail__intro'>{partner.intro}</Text>}
        {partner.website && (
          <View className='about-detail__site' role='button' data-testid='partner-website' onClick={() => void copyText(partner.website)}>
            <Text className='about-detail__site-label'>{t('about.partner.website')}</Text>
            <Text className='about-detail__site-url'>{partner.website}</Text>
            <Text className='about-detail__site-copy'>{t('about.partner.copy')}</Text>
          </View>
        )}
      </View>
      {partner.contentHtml && <Section title={t('about.partner.about')}><RichBlock html={partner.contentHtml} testId='partner-content' /></Section>}
    </View>
  )
}

export const PartnerDetailView = observer(PartnerDetailViewImpl)
