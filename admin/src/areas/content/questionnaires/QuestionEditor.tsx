// The questions of a questionnaire in the form (Form.List): per question its kind, title, required switch, and the
// options of a choice or the top score of a rating; reordered with up/down, added and removed. The server's field
// errors (questions.2.options) land beside the question they name.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Card, Form, Input, InputNumber, Radio, Space, Switch } from 'antd'
import type { FormListFieldData, FormListOperation } from 'antd/es/form/FormList'
import { QUESTION_KINDS, QUESTIONNAIRE_LIMITS as L, type QuestionKind } from '@contract/content/questionnaire-shapes'
import { useT } from '../../../providers/i18n-provider'

const isChoice = (kind: QuestionKind | undefined) => kind === 'single' || kind === 'multiple'

function OptionsList({ name }: { name: number }) {
  const t = useT()
  return (
    <Form.List name={[name, 'options']}>
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label={t('questionnaires.question.options')} required>
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item {...field} rules={[{ required: true, whitespace: true, message: t('login.required') }]} style={{ marginBottom: 8 }}>
                <Input maxLength={L.optionMax} placeholder={t('questionnaires.question.option', { n: i + 1 })} style={{ width: 360 }} />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} aria-label={t('questionnaires.question.removeOption')}
                disabled={fields.length <= L.optionsMin} onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= L.optionsMax} onClick={() => add('')}>
            {t('questionnaires.question.addOption')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  )
}

function QuestionItem({ field, index, count, move, remove }: { field: FormListFieldData; index: number; count: number } & Pick<FormListOperation, 'move' | 'remove'>) {
  const t = useT()
  const kind = Form.useWatch(['questions', field.name, 'kind']) as QuestionKind | undefined
  const actions = [
    <Button key="up" type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)}>{t('questionnaires.question.moveUp')}</Button>,
    <Button key="down" type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} onClick={() => move(index, index + 1)}>{t('questionnaires.question.moveDown')}</Button>,
    <Button key="remove" type="text" size="small" danger icon={<DeleteOutlined />} disabled={count <= 1} onClick={() => remove(field.name)}>{t('questionnaires.question.remove')}</Button>
  ]
  return (
    <Card size="small" title={t('questionnaires.question.number', { n: index + 1 })} extra={<Space size={0}>{actions}</Space>} style={{ marginBottom: 12 }} data-testid="question-editor">
      <Space size={24} wrap>
        <Form.Item name={[field.name, 'kind']} label={t('questionnaires.question.kind')} rules={[{ required: true }]}>
          <Radio.Group optionType="button" options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`questionnaires.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name={[field.name, 'required']} label={t('questionnaires.question.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name={[field.name, 'title']} label={t('questionnaires.question.title')} rules={[{ required: true, whitespace: true, message: t('login.required') }]}>
        <Input maxLength={L.questionTitleMax} showCount />
      </Form.Item>
      {isChoice(kind) && <OptionsList name={field.name} />}
      {kind === 'rating' && (
        <Form.Item name={[field.name, 'ratingMax']} label={t('questionnaires.question.ratingMax')} extra={t('questionnaires.question.ratingHint')}>
          <InputNumber />
        </Form.Item>
      )}
    </Card>
  )
}

/** A new question: a single choice with two empty options, required. */
const NEW_QUESTION = { kind: 'single', title: '', required: true, options: ['', ''], ratingMax: 5 }

export function QuestionEditor() {
  const t = useT()
  return (
    <Form.List name="questions">
      {(fields, { add, move, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <QuestionItem key={field.key} field={field} index={index} count={fields.length} move={move} remove={remove} />
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= L.questionsMax} onClick={() => add(NEW_QUESTION)} data-testid="add-question">
            {t('questionnaires.question.add')}
          </Button>
        </>
      )}
    </Form.List>
  )
}
