// 问题详情: the FAQ as operators set it, its answer previewed as learners read it, and publish / schedule / unpublish.
import { EditButton, Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Descriptions, Space } from 'antd'
import type { AdminFaq } from '@contract/content/shapes'
import { publishAdminFaq, unpublishAdminFaq } from '@contract/content/admin-endpoints'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { HtmlView } from '../../components/HtmlView'
import { PublicationStateTag } from './PublicationStateTag'
import { PublishActions } from './PublishActions'

function Facts({ faq }: { faq: AdminFaq }) {
  const t = useT()
  const f = (key: string) => t(`content.faq.fields.${key}` as never)
  return (
    <Descriptions bordered column={3} size="small">
      <Descriptions.Item label={f('question')} span={3}>{faq.question}</Descriptions.Item>
      <Descriptions.Item label={f('category')}>{faq.categoryName}</Descriptions.Item>
      <Descriptions.Item label={f('state')} span={2}><PublicationStateTag state={faq.state} publishAt={faq.publishAt} /></Descriptions.Item>
      <Descriptions.Item label={f('sort')}>{faq.sort}</Descriptions.Item>
      <Descriptions.Item label={f('views')} span={2}>{faq.views}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>{formatDateTime(faq.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('updatedAt')} span={2}>{formatDateTime(faq.updatedAt)}</Descriptions.Item>
    </Descriptions>
  )
}

export function FaqShow() {
  const t = useT()
  const { query } = useShow<AdminFaq>({ resource: 'faq' })
  const faq = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('content.faq.detailTitle')} canDelete={false}
      headerButtons={faq ? (
        <>
          <PublishActions id={faq.id} state={faq.state} resource="faq" publish={publishAdminFaq} unpublish={unpublishAdminFaq}
            alsoInvalidate={['faq-categories']} onChanged={() => void query.refetch()} />
          <EditButton recordItemId={faq.id} />
        </>
      ) : undefined}>
      {faq && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Facts faq={faq} />
          {/* A phone-wide card: the answer at the width learners read it. */}
          <Card size="small" title={t('content.faq.preview')} style={{ maxWidth: 420 }} data-testid="faq-preview">
            <h3 style={{ marginTop: 0 }}>{faq.question}</h3>
            <HtmlView html={faq.answerHtml} />
          </Card>
        </Space>
      )}
    </Show>
  )
}
