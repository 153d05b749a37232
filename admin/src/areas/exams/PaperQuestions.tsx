// The two ways a paper gets its questions: picked one by one (searched by text among the usable questions of the
// paper's pool, each shown with its kind and points), or rules counting questions per knowledge point, kind and
// difficulty, each showing how many usable questions the bank has for it (the server checks again on save).
import { useState } from 'react'
import { Button, Form, InputNumber, Select, Space, Typography } from 'antd'
import type { AdminPaperQuestion, BankStock, PaperRule } from '@contract/exams/admin-shapes'
import type { QuestionPool } from '@contract/exams/constants'
import { getBankStock, listAdminQuestions } from '@contract/exams/admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { difficultyOptions, kindOptions } from './labels'

export function QuestionPicker({ pool, known, disabled }: { pool: QuestionPool; known: AdminPaperQuestion[]; disabled: boolean }) {
  const t = useT()
  const [search, setSearch] = useState('')
  const found = useApiQuery(listAdminQuestions, { query: { pool, q: search || undefined, size: 50 } })
  const label = (q: { id?: number; questionId?: number; kind: AdminPaperQuestion['kind']; stem: string; score: number }) =>
    `#${q.id ?? q.questionId} [${t(`exams.kinds.${q.kind}` as never)}] ${q.stem}（${q.score}）`
  const options = new Map<number, string>(known.map((q) => [q.questionId, label(q)]))
  for (const q of found.data?.list ?? []) options.set(q.id, label(q))
  return (
    <Form.Item name="questionIds" label={t('exams.papers.pickQuestions')} rules={[{ required: true, type: 'array', min: 1 }]}>
      <Select mode="multiple" showSearch filterOption={false} onSearch={setSearch} loading={found.isFetching} disabled={disabled}
        placeholder={t('exams.papers.searchQuestions')} options={[...options].map(([value, text]) => ({ value, label: text }))} />
    </Form.Item>
  )
}

function stockFor(stock: BankStock[], pool: QuestionPool, rule: Partial<PaperRule> | undefined): number {
  return stock.filter((s) => s.pool === pool && s.knowledgePoint === rule?.knowledgePoint &&
    (!rule?.kind || s.kind === rule.kind) && (!rule?.difficulty || s.difficulty === rule.difficulty)).reduce((sum, s) => sum + s.count, 0)
}

export function RuleRows({ pool, disabled }: { pool: QuestionPool; disabled: boolean }) {
  const t = useT()
  const f = (key: string) => t(`exams.papers.fields.${key}` as never)
  const stock = useApiQuery(getBankStock).data ?? []
  const points = [...new Set(stock.filter((s) => s.pool === pool).map((s) => s.knowledgePoint))]
  const rules = (Form.useWatch('rules') ?? []) as Partial<PaperRule>[]
  return (
    <Form.List name="rules">
      {(fields, { add, remove }) => <>
        {fields.map((field, i) => (
          <Space key={field.key} align="baseline" wrap data-testid="paper-rule">
            <Form.Item name={[field.name, 'knowledgePoint']} rules={[{ required: true }]}>
              <Select aria-label={f('knowledgePoint')} placeholder={f('knowledgePoint')} style={{ width: 180 }} disabled={disabled}
                options={points.map((p) => ({ value: p, label: p }))} />
            </Form.Item>
            <Form.Item name={[field.name, 'kind']}>
              <Select aria-label={f('ruleKind')} allowClear placeholder={t('exams.papers.anyKind')} style={{ width: 120 }} disabled={disabled} options={kindOptions(t)} />
            </Form.Item>
            <Form.Item name={[field.name, 'difficulty']}>
              <Select aria-label={f('difficulty')} allowClear placeholder={t('exams.papers.anyDifficulty')} style={{ width: 110 }} disabled={disabled} options={difficultyOptions(t)} />
            </Form.Item>
            <Form.Item name={[field.name, 'count']} rules={[{ required: true }]}>
              <InputNumber aria-label={f('count')} min={1} max={200} placeholder={f('count')} disabled={disabled} />
            </Form.Item>
            <Typography.Text type="secondary">{t('exams.papers.stock', { count: stockFor(stock, pool, rules[i]) })}</Typography.Text>
            {!disabled && <Button size="small" onClick={() => remove(field.name)}>{t('buttons.delete')}</Button>}
          </Space>
        ))}
        {!disabled && <div><Button onClick={() => add({ kind: null, difficulty: null, count: 5 })}>{t('exams.papers.addRule')}</Button></div>}
      </>}
    </Form.List>
  )
}
