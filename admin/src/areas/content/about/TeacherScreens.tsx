// 讲师: the list (keyword, state), a teacher's page (facts, the goods taught, a phone-wide preview, publishing), and
// the form of create and edit (avatar upload, tags, bio in the rich-text editor, the goods taught in order).
import { Create, Edit, List, useForm } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Avatar, Card, Descriptions, Form, Input, InputNumber, Select, Space, Table, Tag, type FormProps } from 'antd'
import type { AdminTeacher, AdminTeacherInput, AdminTeacherSummary } from '@contract/content/about-shapes'
import { publishAdminTeacher, unpublishAdminTeacher } from '@contract/content/about-admin-endpoints'
import { CreateButton } from '@refinedev/antd'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { CoverUpload } from '../../../components/CoverUpload'
import { formNotifications } from '../../../components/form-notifications'
import { HtmlView } from '../../../components/HtmlView'
import { RichTextField } from '../../../components/RichTextField'
import { PublicationStateTag } from '../PublicationStateTag'
import { GoodsOrderField } from './GoodsOrderField'
import { PublishedFilters, publishedColumns, PublishedShowFrame, usePublishedTable } from './published'

const useField = () => {
  const t = useT()
  return (key: string) => t(`contentAbout.teachers.fields.${key}` as never)
}

export function TeacherList() {
  const t = useT()
  const f = useField()
  const { tableProps, searchFormProps } = usePublishedTable<AdminTeacherSummary>('teachers')
  return (
    <List title={t('contentAbout.teachers.title')} headerButtons={<CreateButton resource="teachers" />}>
      <PublishedFilters searchFormProps={searchFormProps} keywordPlaceholder={t('contentAbout.keywordPlaceholder')} />
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminTeacherSummary> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminTeacherSummary> dataIndex="avatarUrl" title={f('avatarUrl')} width={70}
          render={(url: string, r) => <Avatar src={url || undefined} size={36}>{r.name.slice(0, 1)}</Avatar>} />
        <Table.Column<AdminTeacherSummary> dataIndex="name" title={f('name')} width={120} />
        <Table.Column<AdminTeacherSummary> dataIndex="title" title={f('title')} />
        <Table.Column<AdminTeacherSummary> dataIndex="goodsCount" title={f('goodsCount')} width={80} align="right" />
        {publishedColumns<AdminTeacherSummary>(f, t('table.actions' as never))}
      </Table>
    </List>
  )
}

/** The teacher at a phone's width, as the app's 讲师详情 shows it. */
function TeacherPreview({ teacher }: { teacher: AdminTeacher }) {
  const t = useT()
  return (
    <Card size="small" title={t('contentAbout.preview')} style={{ maxWidth: 420 }} data-testid="teacher-preview">
      <Space align="start">
        <Avatar src={teacher.avatarUrl || undefined} size={64}>{teacher.name.slice(0, 1)}</Avatar>
        <div>
          <h3 style={{ margin: 0 }}>{teacher.name}</h3>
          <div style={{ color: '#666' }}>{teacher.title}</div>
          <Space size={4} wrap style={{ marginTop: 6 }}>{teacher.tags.map((tag) => <Tag key={tag} color="green">{tag}</Tag>)}</Space>
        </div>
      </Space>
      {teacher.intro && <p style={{ marginTop: 12 }}>{teacher.intro}</p>}
      <HtmlView html={teacher.bioHtml} />
    </Card>
  )
}

export function TeacherShow() {
  const t = useT()
  const f = useField()
  const { query } = useShow<AdminTeacher>({ resource: 'teachers' })
  const teacher = query.data?.data
  return (
    <PublishedShowFrame resource="teachers" title={t('contentAbout.teachers.detailTitle')} record={teacher} loading={query.isLoading}
      publish={publishAdminTeacher} unpublish={unpublishAdminTeacher} onChanged={() => void query.refetch()}>
      {teacher && (
        <>
          <Descriptions bordered column={3} size="small">
            <Descriptions.Item label={f('name')}>{teacher.name}</Descriptions.Item>
            <Descriptions.Item label={f('title')} span={2}>{teacher.title || '—'}</Descriptions.Item>
            <Descriptions.Item label={f('state')}><PublicationStateTag state={teacher.state} publishAt={teacher.publishAt} /></Descriptions.Item>
            <Descriptions.Item label={f('sort')}>{teacher.sort}</Descriptions.Item>
            <Descriptions.Item label={f('updatedAt')}>{formatDateTime(teacher.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label={f('goods')} span={3}>
              {teacher.goods.length ? teacher.goods.map((g, i) => (
                <div key={g.id}>{i + 1}. {g.title} {!g.onSale && <Tag>{t('contentAbout.teachers.offSale')}</Tag>}</div>
              )) : '—'}
            </Descriptions.Item>
          </Descriptions>
          <TeacherPreview teacher={teacher} />
        </>
      )}
    </PublishedShowFrame>
  )
}

function TeacherForm({ formProps, record }: { formProps: FormProps; record?: AdminTeacher }) {
  const t = useT()
  const f = useField()
  const initialValues = record ? { ...record, goodsIds: record.goods.map((g) => g.id) } : { sort: 0, tags: [], goodsIds: [] }
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 960 }} initialValues={initialValues} key={record?.id ?? 'new'}>
      <Space size={16} align="start" wrap>
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, max: 20 }]}><Input maxLength={20} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="title" label={f('title')} rules={[{ max: 30 }]}><Input maxLength={30} style={{ width: 360 }} /></Form.Item>
        <Form.Item name="sort" label={f('sort')} extra={t('contentAbout.sortHint')}><InputNumber /></Form.Item>
      </Space>
      <Form.Item name="avatarUrl" label={f('avatarUrl')} extra={t('contentAbout.teachers.hints.avatar')}><CoverUpload labels={{ upload: t('contentAbout.uploadImage'), remove: t('contentAbout.removeImage') }} /></Form.Item>
      <Form.Item name="intro" label={f('intro')} rules={[{ max: 80 }]}><Input maxLength={80} showCount /></Form.Item>
      <Form.Item name="tags" label={f('tags')} extra={t('contentAbout.teachers.hints.tags')}>
        <Select mode="tags" open={false} maxCount={6} style={{ maxWidth: 480 }} />
      </Form.Item>
      <Form.Item name="goodsIds" label={f('goods')} extra={t('contentAbout.teachers.hints.goods')}>
        <GoodsOrderField initial={record?.goods ?? []} />
      </Form.Item>
      <Form.Item name="bioHtml" label={f('bioHtml')} extra={record ? undefined : t('contentAbout.draftHint')}>
        <RichTextField rows={10} label={f('bioHtml')} />
      </Form.Item>
    </Form>
  )
}

export function TeacherCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminTeacher, never, AdminTeacherInput>({ ...formNotifications, resource: 'teachers', action: 'create', redirect: 'show' })
  return <Create title={t('contentAbout.teachers.createTitle')} saveButtonProps={saveButtonProps}><TeacherForm formProps={formProps} /></Create>
}

export function TeacherEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminTeacher, never, AdminTeacherInput>({ ...formNotifications, resource: 'teachers', action: 'edit', redirect: 'show' })
  const record = query?.data?.data
  return (
    <Edit title={t('contentAbout.teachers.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      {record && <TeacherForm formProps={formProps} record={record} />}
    </Edit>
  )
}
