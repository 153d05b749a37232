// The staff member's organisation over their lists: its name and kind, the share in effect and its classes; or,
// before an operator places them in one, what to do about it.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { BusinessRefusal } from '@/shared/request'
import { Empty } from '@/shared/ui/empty'
import { useRemote } from '@/shared/use-remote'
import { getMyOrg } from '../api'
import { percentText } from '../format'
import './settlement.scss'

/** Unplaced staff get null rather than an error: the page then shows why its lists are empty. */
const myOrgOrNull = () => getMyOrg().catch((err: unknown) => {
  if (err instanceof BusinessRefusal) return null
  throw err
})

function OrgBannerImpl() {
  const org = useRemote(myOrgOrNull)
  if (org.data === null) return <Empty title={t('settlement.org.notInOrg')} description={t('settlement.org.notInOrgHint')} />
  if (!org.data) return null
  return (
    <View className='settle-card settle-card--banner' data-testid='settle-org' data-org-id={org.data.id}>
      <View className='settle-card__head'>
        <Text className='settle-card__title'>{org.data.name}</Text>
      </View>
      <View className='settle-card__line'>
        <Text className='settle-card__part'>{t(`settlement.org.kinds.${org.data.kind}`)}</Text>
        <Text className='settle-card__part'>
          {org.data.shareBp === null ? t('settlement.org.noShare') : t('settlement.org.share', { percent: percentText(org.data.shareBp) })}
        </Text>
        <Text className='settle-card__part'>{t('settlement.org.classes', { n: org.data.classes })}</Text>
      </View>
    </View>
  )
}

export const OrgBanner = observer(OrgBannerImpl)
