// One question as the candidate answers it: choices as radio or checkbox rows (keys of this attempt), a text field
// for fill-in and short answer. With `review`, the right options and the candidate's are marked instead.
import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { QuestionReview, QuestionView } from '@contract/exams/shapes'
import { t } from '@/shared/i18n'

interface Props {
  question: QuestionView
  value: string[]
  onChange?: (value: string[]) => void
  /** Marks the right and chosen options (read-only). */
  review?: Pick<QuestionReview, 'correctAnswer' | 'response'>
  index?: number
}

function optionClass(key: string, chosen: boolean, review: Props['review']) {
  if (!review) return chosen ? 'ex-option ex-option--chosen' : 'ex-option'
  if (review.correctAnswer.includes(key)) return 'ex-option ex-option--right'
  return review.response.includes(key) ? 'ex-option ex-option--wrong' : 'ex-option'
}

function Choices({ question, value, onChange, review }: Props) {
  const multiple = question.kind === 'multiple'
  const toggle = (key: string) => {
    if (!onChange) return
    if (!multiple) return onChange([key])
    onChange(value.includes(key) ? value.filter((k) => k !== key) : [...value, key].sort())
  }
  return (
    <View role={multiple ? 'group' : 'radiogroup'} aria-label={question.stem}>
      {question.options.map((o) => {
        const chosen = value.includes(o.key)
        return (
          <View
            key={o.key} className={optionClass(o.key, chosen, review)} role={multiple ? 'checkbox' : 'radio'}
            aria-checked={chosen} data-testid='exam-option' data-key={o.key} onClick={() => toggle(o.key)}
          >
            <Text className='ex-option__key'>{o.key}</Text>
            <Text className='ex-option__text'>{o.text}</Text>
          </View>
        )
      })}
    </View>
  )
}

function Typed({ question, value, onChange }: Props) {
  const text = value[0] ?? ''
  const change = (next: string) => onChange?.(next ? [next] : [])
  if (question.kind === 'fill') {
    return (
      <Input
        className='ex-input' value={text} placeholder={t('exams.run.fillHint')} aria-label={t('exams.run.fillHint')}
        disabled={!onChange} data-testid='exam-text' onInput={(e) => change(e.detail.value)}
      />
    )
  }
  return (
    <Textarea
      className='ex-textarea' value={text} maxlength={2000} placeholder={t('exams.run.shortHint')}
      aria-label={t('exams.run.shortHint')} disabled={!onChange} data-testid='exam-text' onInput={(e) => change(e.detail.value)}
    />
  )
}

function QuestionCardImpl(props: Props) {
  const { question, index } = props
  return (
    <View className='ex-question' data-testid='exam-question' data-id={question.id}>
      <View className='ex-question__head'>
        <Text className='ex-kind'>{t(`exams.kinds.${question.kind}`)}</Text>
        <Text className='ex-muted'>{t('exams.run.points', { n: question.score })}</Text>
      </View>
      <Text className='ex-question__stem'>{index !== undefined ? `${index + 1}. ` : ''}{question.stem}</Text>
      {question.options.length ? <Choices {...props} /> : <Typed {...props} />}
    </View>
  )
}

export const QuestionCard = observer(QuestionCardImpl)
