// 学员故事: the list (keyword, state), a story's page (facts, a phone-wide preview, publishing), and the form of
// create and edit (cover upload, learner, summary, the story in the rich-text editor, an optional course).
import { Create, CreateButton, Edit, List, useForm, useSelect } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Descriptions, Form, Input, InputNumber, Select, Space, Table, Typography, type FormProps } from 'antd'
import type { AdminStory, AdminStoryInput, AdminStorySummary } from '@contract/content/about-shapes'
import type { AdminGoodsSummary } from '@contract/catalog/admin-shapes'
import { publishAdminStory, unpublishAdminStory } from '@contract/content/about-admin-endpoints'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { CoverUpload } from '../../../components/CoverUpload'
import { formNotifications } from '../../../components/form-notifications'
import { HtmlView } from '../../../components/HtmlView'
import { RichTextField } from '../../../components/RichTextField'
import { PublicationStateTag } from '../PublicationStateTag'
import { PublishedFilters, publishedColumns, PublishedShowFrame, usePublishedTable } from './published'

const useField = () => {
  const t = useT()
  return (key: string) => t(`contentAbout.stories.fields.${key}` as never)
}
const learnerLine = (s: AdminStorySummary) => [s.learnerName, s.learnerTitle].filter(Boolean).join(' · ')

export function StoryList() {
  const t = useT()
  const f = useField()
  const { tableProps, searchFormProps } = usePublishedTable<AdminStorySummary>('stories')
  return (
    <List title={t('contentAbout.stories.title')} headerButtons={<CreateButton resource="stories" />}>
      <PublishedFilters searchFormProps={searchFormProps} keywordPlaceholder={t('contentAbout.stories.keywordPlaceholder')} />
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminStorySummary> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminStorySummary> dataIndex="title" title={f('title')} />
        <Table.Column<AdminStorySummary> dataIndex="learnerName" title={f('learnerName')} width={200} render={(_, s) => learnerLine(s)} />
        <Table.Column<AdminStorySummary> dataIndex="goods" title={f('goods')} width={200} render={(_, s) => s.goods?.title ?? '—'} />
        <Table.Column<AdminStorySummary> dataIndex="views" title={f('views')} width={90} align="right" />
        {publishedColumns<AdminStorySummary>(f, t('table.actions' as never))}
      </Table>
    </List>
  )
}

function StoryPreview({ story }: { story: AdminStory }) {
  const t = useT()
  return (
    <Card size="small" title={t('contentAbout.preview')} style={{ maxWidth: 420 }} data-testid="story-preview"
      cover={story.coverUrl ? <img src={story.coverUrl} alt="" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} /> : undefined}>
      <h3 style={{ marginTop: 0 }}>{story.title}</h3>
      <Typography.Text type="success">{learnerLine(story)}</Typography.Text>
      <HtmlView html={story.contentHtml} />
      {story.goods && <Typography.Paragraph type="secondary">{t('contentAbout.stories.fields.goods')}：{story.goods.title}</Typography.Paragraph>}
    </Card>
  )
}

export function StoryShow() {
  const t = useT()
  const f = useField()
  const { query } = useShow<AdminStory>({ resource: 'stories' })
  const story = query.data?.data
  return (
    <PublishedShowFrame resource="stories" title={t('contentAbout.stories.detailTitle')} record={story} loading={query.isLoading}
      publish={publishAdminStory} unpublish={unpublishAdminStory} onChanged={() => void query.refetch()}>
      {story && (
        <>
          <Descriptions bordered column={3} size="small">
            <Descriptions.Item label={f('title')} span={3}>{story.title}</Descriptions.Item>
            <Descriptions.Item label={f('learnerName')}>{learnerLine(story)}</Descriptions.Item>
            <Descriptions.Item label={f('goods')} span={2}>{story.goods?.title ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('state')}><PublicationStateTag state={story.state} publishAt={story.publishAt} /></Descriptions.Item>
            <Descriptions.Item label={f('views')}>{story.views}</Descriptions.Item>
            <Descriptions.Item label={f('updatedAt')}>{formatDateTime(story.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label={f('summary')} span={3}>{story.summary || '—'}</Descriptions.Item>
          </Descriptions>
          <StoryPreview story={story} />
        </>
      )}
    </PublishedShowFrame>
  )
}

/** One goods to link, searched by name among every goods (any state). */
function GoodsSelect(props: { value?: number | null; onChange?: (id: number | null) => void }) {
  const { selectProps } = useSelect<AdminGoodsSummary>({
    resource: 'goods', optionLabel: 'title', optionValue: 'id', defaultValue: props.value ?? undefined,
    pagination: { pageSize: 20, mode: 'server' }, onSearch: (keyword) => [{ field: 'keyword', operator: 'eq', value: keyword }]
  })
  const { options, onSearch, loading, filterOption } = selectProps
  return (
    <Select showSearch allowClear options={options} onSearch={onSearch} loading={loading} filterOption={filterOption}
      value={props.value ?? undefined} onChange={(v) => props.onChange?.((v as number | undefined) ?? null)} style={{ maxWidth: 480 }} />
  )
}

function StoryForm({ formProps, isNew }: { formProps: FormProps; isNew?: boolean }) {
  const t = useT()
  const f = useField()
  const values = formProps.initialValues as AdminStory | undefined
  const initialValues = isNew ? { sort: 0, goodsId: null } : values && { ...values, goodsId: values.goods?.id ?? null }
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 960 }} initialValues={initialValues}>
      <Form.Item name="title" label={f('title')} rules={[{ required: true, whitespace: true, max: 40 }]}><Input maxLength={40} showCount /></Form.Item>
      <Space size={16} align="start" wrap>
        <Form.Item name="learnerName" label={f('learnerName')} rules={[{ required: true, whitespace: true, max: 20 }]}><Input maxLength={20} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="learnerTitle" label={f('learnerTitle')} extra={t('contentAbout.stories.hints.learnerTitle')} rules={[{ max: 30 }]}>
          <Input maxLength={30} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name="sort" label={f('sort')} extra={t('contentAbout.sortHint')}><InputNumber /></Form.Item>
      </Space>
      <Form.Item name="coverUrl" label={f('coverUrl')} extra={t('contentAbout.stories.hints.cover')}><CoverUpload /></Form.Item>
      <Form.Item name="summary" label={f('summary')} rules={[{ max: 120 }]}><Input.TextArea maxLength={120} showCount rows={2} /></Form.Item>
      <Form.Item name="goodsId" label={f('goods')} extra={t('contentAbout.stories.hints.goods')}><GoodsSelect /></Form.Item>
      <Form.Item name="contentHtml" label={f('contentHtml')} rules={[{ required: true }]} extra={isNew ? t('contentAbout.draftHint') : undefined}>
        <RichTextField rows={12} label={f('contentHtml')} />
      </Form.Item>
    </Form>
  )
}

export function StoryCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminStory, never, AdminStoryInput>({ ...formNotifications, resource: 'stories', action: 'create', redirect: 'show' })
  return <Create title={t('contentAbout.stories.createTitle')} saveButtonProps={saveButtonProps}><StoryForm formProps={formProps} isNew /></Create>
}

export function StoryEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminStory, never, AdminStoryInput>({ ...formNotifications, resource: 'stories', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('contentAbout.stories.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      {query?.data?.data && <StoryForm formProps={formProps} />}
    </Edit>
  )
}
