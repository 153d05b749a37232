// 新建问卷 / 编辑问卷: title, description, optional closing time, order, and the ordered questions. A new
// questionnaire is saved unpublished and opens on its page (preview, publish). Once anybody answered, the questions
// are shown read-only with the reason, and only title, description, closing time and order are sent.
import { Create, Edit, useForm } from '@refinedev/antd'
import { Alert, DatePicker, Form, Input, InputNumber, type FormProps } from 'antd'
import dayjs from 'dayjs'
import type { AdminQuestionnaire } from '@contract/content/questionnaire-shapes'
import { QUESTIONNAIRE_LIMITS as L } from '@contract/content/questionnaire-shapes'
import { useT } from '../../../providers/i18n-provider'
import { formNotifications } from '../../../components/form-notifications'
import { pickerOverIso } from '../../../components/form-values'
import { QuestionEditor } from './QuestionEditor'
import { QuestionsPreview } from './QuestionsPreview'
import { toBody, toForm, type QuestionnaireForm as FormValues } from './form-values'

function QuestionnaireFields({ record }: { record?: AdminQuestionnaire }) {
  const t = useT()
  const f = (key: string) => t(`questionnaires.fields.${key}` as never)
  const locked = (record?.responseCount ?? 0) > 0
  return (
    <>
      <Form.Item name="title" label={f('title')} rules={[{ required: true, whitespace: true, message: t('login.required') }, { max: L.titleMax }]}>
        <Input maxLength={L.titleMax} showCount style={{ maxWidth: 520 }} />
      </Form.Item>
      <Form.Item name="description" label={f('description')}>
        <Input.TextArea maxLength={L.descriptionMax} showCount rows={3} style={{ maxWidth: 720 }} />
      </Form.Item>
      <Form.Item name="closesAt" label={f('closesAt')} extra={t('questionnaires.hints.closesAt')} {...pickerOverIso}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="sort" label={f('sort')} extra={t('questionnaires.hints.sort')}>
        <InputNumber />
      </Form.Item>
      <Form.Item label={f('questions')} required={!locked} extra={record ? undefined : t('questionnaires.hints.draft')} style={{ maxWidth: 820 }}>
        {locked && record ? (
          <>
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="questions-locked"
              message={t('questionnaires.hints.locked', { n: record.responseCount })} />
            <QuestionsPreview questions={record.questions} />
          </>
        ) : <QuestionEditor />}
      </Form.Item>
    </>
  )
}

function QuestionnaireFormView({ formProps, record }: { formProps: FormProps; record?: AdminQuestionnaire }) {
  const locked = (record?.responseCount ?? 0) > 0
  const initial: FormValues = record ? toForm(record) : { title: '', description: '', sort: 0, questions: [{ kind: 'single', title: '', required: true, options: ['', ''], ratingMax: 5 }] }
  return (
    <Form {...formProps} layout="vertical" initialValues={initial}
      onFinish={(values) => formProps.onFinish?.(toBody(values as FormValues, !locked) as never)}>
      <QuestionnaireFields record={record} />
    </Form>
  )
}

export function QuestionnaireCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminQuestionnaire>({ ...formNotifications, resource: 'questionnaires', action: 'create', redirect: 'show' })
  return (
    <Create title={t('questionnaires.createTitle')} saveButtonProps={saveButtonProps}>
      <QuestionnaireFormView formProps={formProps} />
    </Create>
  )
}

export function QuestionnaireEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminQuestionnaire>({ ...formNotifications, resource: 'questionnaires', action: 'edit', redirect: 'show' })
  const record = query?.data?.data
  return (
    <Edit title={t('questionnaires.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      {record && <QuestionnaireFormView formProps={formProps} record={record} />}
    </Edit>
  )
}
