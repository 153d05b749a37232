// 问卷详情: the questionnaire as operators set it, previewed as learners see it, publish / schedule / unpublish,
// the results, and the CSV of every response.
import { EditButton, Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Col, Descriptions, Row } from 'antd'
import type { AdminQuestionnaire } from '@contract/content/questionnaire-shapes'
import { publishAdminQuestionnaire, unpublishAdminQuestionnaire } from '@contract/content/questionnaire-admin-endpoints'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { PublicationStateTag } from '../PublicationStateTag'
import { PublishActions } from '../PublishActions'
import { ClosesAt } from './QuestionnaireList'
import { QuestionnaireResults } from './QuestionnaireResults'
import { QuestionsPreview } from './QuestionsPreview'
import { ResponsesExportButton } from './ResponsesExportButton'

function Facts({ q }: { q: AdminQuestionnaire }) {
  const t = useT()
  const f = (key: string) => t(`questionnaires.fields.${key}` as never)
  return (
    <Descriptions bordered column={3} size="small" style={{ marginBottom: 16 }}>
      <Descriptions.Item label={f('title')} span={3}>{q.title}</Descriptions.Item>
      <Descriptions.Item label={f('state')}><PublicationStateTag state={q.state} publishAt={q.publishAt} /></Descriptions.Item>
      <Descriptions.Item label={f('closesAt')} span={2}><ClosesAt closesAt={q.closesAt} closed={q.closed} /></Descriptions.Item>
      <Descriptions.Item label={f('questionCount')}>{q.questionCount}</Descriptions.Item>
      <Descriptions.Item label={f('responseCount')}>{q.responseCount}</Descriptions.Item>
      <Descriptions.Item label={f('sort')}>{q.sort}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>{formatDateTime(q.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('updatedAt')} span={2}>{formatDateTime(q.updatedAt)}</Descriptions.Item>
    </Descriptions>
  )
}

export function QuestionnaireShow() {
  const t = useT()
  const { query } = useShow<AdminQuestionnaire>({ resource: 'questionnaires' })
  const q = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={t('questionnaires.detailTitle')} canDelete={false}
      headerButtons={q ? (
        <>
          <PublishActions id={q.id} state={q.state} resource="questionnaires" publish={publishAdminQuestionnaire}
            unpublish={unpublishAdminQuestionnaire} onChanged={() => void query.refetch()} />
          <ResponsesExportButton questionnaire={q} />
          <EditButton recordItemId={q.id} />
        </>
      ) : undefined}>
      {q && (
        <>
          <Facts q={q} />
          <Row gutter={16}>
            <Col flex="420px"><QuestionsPreview title={q.title} description={q.description} questions={q.questions} /></Col>
            <Col flex="auto"><QuestionnaireResults questionnaireId={q.id} /></Col>
          </Row>
        </>
      )}
    </Show>
  )
}
