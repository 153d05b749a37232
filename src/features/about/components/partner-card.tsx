// A partner in the lists: a row with logo, name and intro (pages/home/hezuo), or a logo with its name (the about
// tab). Both open the partner's page (pages/home/aboutEnterprise?id=).
import { Image, Text, View } from '@tarojs/components'
import type { PartnerSummary } from '@contract/content/about-shapes'
import { assetUrl } from '@/shared/assets'
import { openPage } from '@/shared/navigation'
import { imageAlt } from '@/shared/ui/aria'
import './partner-card.scss'

const open = (id: number) => openPage('pages/home/aboutEnterprise', { id })

export function PartnerLogo({ partner, className }: { partner: PartnerSummary; className: string }) {
  if (!partner.logoUrl) return <View className={`${className} partner-logo--blank`}><Text>{[...partner.name][0] ?? ''}</Text></View>
  return <Image className={className} src={assetUrl(partner.logoUrl)} mode='aspectFit' lazyLoad {...imageAlt(partner.name)} />
}

export function PartnerRow({ partner }: { partner: PartnerSummary }) {
  return (
    <View className='partner-row' data-testid='partner-row' onClick={() => open(partner.id)}>
      <PartnerLogo partner={partner} className='partner-row__logo' />
      <View className='partner-row__body'>
        <Text className='partner-row__name'>{partner.name}</Text>
        {partner.intro && <Text className='partner-row__intro'>{partner.intro}</Text>}
      </View>
    </View>
  )
}

export function PartnerTile({ partner }: { partner: PartnerSummary }) {
  return (
    <View className='partner-tile' data-testid='partner-tile' onClick={() => open(partner.id)}>
      <PartnerLogo partner={partner} className='partner-tile__logo' />
      <Text className='partner-tile__name'>{partner.name}</Text>
    </View>
  )
}
