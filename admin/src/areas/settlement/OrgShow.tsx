// One organisation: its facts, then its members, classes and shares, each with its own writes (audited).
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Descriptions, Space } from 'antd'
import type { AdminOrg } from '@contract/settlement/admin-shapes'
import { useT } from '../../providers/i18n-provider'
import { OrgClassesCard, OrgMembersCard, OrgSharesCard } from './OrgCards'
import { percentText } from './percent'

export function OrgShow() {
  const t = useT()
  const { query } = useShow<AdminOrg>({ resource: 'settlement-orgs' })
  const org = query.data?.data
  return (
    <Show isLoading={query.isLoading} canDelete={false} canEdit={false} title={org ? `${t('settlement.orgs.title')} · ${org.name}` : t('settlement.orgs.title')}>
      {org && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered column={3} size="small">
            <Descriptions.Item label={t('settlement.orgs.fields.kind')}>{t(`settlement.kinds.${org.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('settlement.orgs.fields.contact')}>{org.contact || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('settlement.orgs.fields.share')}>{org.shareBp === null ? t('settlement.orgs.noShare') : percentText(org.shareBp)}</Descriptions.Item>
          </Descriptions>
          <OrgMembersCard orgId={org.id} />
          <OrgClassesCard orgId={org.id} />
          <OrgSharesCard orgId={org.id} />
        </Space>
      )}
    </Show>
  )
}
