// 新闻动态: the list (any state, newest first; category, state and keyword filters), the form (category, title,
// summary, cover, source, text in the rich-text editor) and the page with a phone-wide preview and publish /
// schedule / unpublish.
import { Create, CreateButton, Edit, List, useForm, useTable } from '@refinedev/antd'
import { Descriptions, Form, Input, Select, Table, type FormProps } from 'antd'
import { NEWS_CATEGORIES, type AdminNews, type AdminNewsInput, type AdminNewsSummary } from '@contract/content/home-shapes'
import { publishAdminNews, unpublishAdminNews } from '@contract/content/home-admin-endpoints'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'
import { CoverUpload } from '../../../components/CoverUpload'
import { formNotifications } from '../../../components/form-notifications'
import { RichTextField } from '../../../components/RichTextField'
import { PublicationStateTag } from '../PublicationStateTag'
import { actionsColumn, KeywordFilter, StateFilter, stateColumn, toFilters } from './list-parts'
import { PhonePreview } from './PhonePreview'
import { PublishedShow } from './PublishedShow'

function useTexts() {
  const t = useT()
  return {
    t,
    f: (key: string) => t(`contentHome.news.fields.${key}` as never),
    categories: NEWS_CATEGORIES.map((value) => ({ value, label: t(`contentHome.news.categories.${value}`) }))
  }
}

export function NewsList() {
  const { t, f, categories } = useTexts()
  const { tableProps, searchFormProps } = useTable<AdminNewsSummary>({
    resource: 'news', syncWithLocation: true, onSearch: (values) => toFilters(values as Record<string, unknown>)
  })
  return (
    <List title={t('contentHome.news.title')} headerButtons={<CreateButton resource="news" />}>
      <ListFilters searchFormProps={searchFormProps}>
        <KeywordFilter placeholder={t('contentHome.news.keywordPlaceholder')} />
        <Form.Item name="category"><Select allowClear placeholder={f('category')} style={{ width: 140 }} options={categories} /></Form.Item>
        <StateFilter label={f('state')} />
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminNewsSummary> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminNewsSummary> dataIndex="title" title={f('title')} />
        <Table.Column<AdminNewsSummary> dataIndex="category" title={f('category')} width={110}
          render={(c: AdminNewsSummary['category']) => t(`contentHome.news.categories.${c}`)} />
        {stateColumn<AdminNewsSummary>(f('state'))}
        <Table.Column<AdminNewsSummary> dataIndex="views" title={f('views')} width={90} align="right" />
        <Table.Column<AdminNewsSummary> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
        {actionsColumn<AdminNewsSummary>()}
      </Table>
    </List>
  )
}

function NewsForm({ formProps, isNew }: { formProps: FormProps; isNew?: boolean }) {
  const { t, f, categories } = useTexts()
  return (
    <Form {...formProps} layout="vertical">
      <Form.Item name="category" label={f('category')} rules={[{ required: true }]}><Select options={categories} style={{ maxWidth: 240 }} /></Form.Item>
      <Form.Item name="title" label={f('title')} rules={[{ required: true }, { max: 60 }]}><Input maxLength={60} showCount /></Form.Item>
      <Form.Item name="summary" label={f('summary')} rules={[{ max: 200 }]}><Input.TextArea maxLength={200} showCount rows={2} /></Form.Item>
      <Form.Item name="coverUrl" label={f('coverUrl')} extra={t('contentHome.news.hints.cover')}><CoverUpload /></Form.Item>
      <Form.Item name="source" label={f('source')} rules={[{ max: 30 }]}><Input maxLength={30} style={{ maxWidth: 320 }} /></Form.Item>
      <Form.Item name="contentHtml" label={f('contentHtml')} rules={[{ required: true }]} extra={isNew ? t('contentHome.news.hints.draft') : undefined}>
        <RichTextField rows={12} label={f('contentHtml')} />
      </Form.Item>
    </Form>
  )
}

export function NewsCreate() {
  const { t } = useTexts()
  const { formProps, saveButtonProps } = useForm<AdminNews, never, AdminNewsInput>({ ...formNotifications, resource: 'news', action: 'create', redirect: 'show' })
  return <Create title={t('contentHome.news.createTitle')} saveButtonProps={saveButtonProps}><NewsForm formProps={formProps} isNew /></Create>
}

export function NewsEdit() {
  const { t } = useTexts()
  const { formProps, saveButtonProps, query } = useForm<AdminNews, never, AdminNewsInput>({ ...formNotifications, resource: 'news', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('contentHome.news.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <NewsForm formProps={formProps} />
    </Edit>
  )
}

function Facts({ news }: { news: AdminNews }) {
  const { t, f } = useTexts()
  return (
    <Descriptions bordered column={3} size="small">
      <Descriptions.Item label={f('title')} span={3}>{news.title}</Descriptions.Item>
      <Descriptions.Item label={f('category')}>{t(`contentHome.news.categories.${news.category}`)}</Descriptions.Item>
      <Descriptions.Item label={f('state')} span={2}><PublicationStateTag state={news.state} publishAt={news.publishAt} /></Descriptions.Item>
      <Descriptions.Item label={f('source')}>{news.source || '—'}</Descriptions.Item>
      <Descriptions.Item label={f('views')} span={2}>{news.views}</Descriptions.Item>
      <Descriptions.Item label={f('summary')} span={3}>{news.summary || '—'}</Descriptions.Item>
      <Descriptions.Item label={f('publishAt')}>{news.publishAt ? formatDateTime(news.publishAt) : '—'}</Descriptions.Item>
      <Descriptions.Item label={f('createdAt')}>{formatDateTime(news.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={f('updatedAt')}>{formatDateTime(news.updatedAt)}</Descriptions.Item>
    </Descriptions>
  )
}

export function NewsShow() {
  const { t } = useTexts()
  return (
    <PublishedShow<AdminNews> resource="news" title={t('contentHome.news.detailTitle')} publish={publishAdminNews} unpublish={unpublishAdminNews}>
      {(news) => (
        <>
          <Facts news={news} />
          <PhonePreview label={t('contentHome.news.preview')} testId="news-preview" title={news.title}
            meta={[t(`contentHome.news.categories.${news.category}`), news.source].filter(Boolean).join(' · ')} html={news.contentHtml} />
        </>
      )}
    </PublishedShow>
  )
}
