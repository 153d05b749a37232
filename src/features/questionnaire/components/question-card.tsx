// One question of the form as a card: its number and title, kind and required marks, the input of its kind
// (NutUI Radio, Checkbox, Rate, TextArea), and its problem beside it once the learner tried to submit.
import { Text, View } from '@tarojs/components'
import { Checkbox, Radio, Rate, TextArea } from '@nutui/nutui-react-taro'
import { Check } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { QUESTIONNAIRE_LIMITS, type AnswerProblem, type AnswerValue, type Question } from '@contract/content/questionnaire-shapes'
import { t } from '@/shared/i18n'
import { problemText } from '../answers'
import { questionAnchor } from '../use-questionnaire-form'
import './question-card.scss'
import { ariaToggle } from '@/shared/ui/aria'

interface InputProps {
  question: Question
  value: AnswerValue | undefined
  onChange: (value: AnswerValue) => void
}

function ChoiceInput({ question, value, onChange }: InputProps) {
  const chosen = value?.options ?? []
  if (question.kind === 'single') {
    return (
      <Radio.Group className='qn-question__choices' value={chosen[0] ?? ''} onChange={(v) => onChange({ options: [Number(v)] })}>
        {question.options.map((label, i) => <Radio key={i} className='qn-question__choice' value={i}>{label}</Radio>)}
      </Radio.Group>
    )
  }
  return (
    <Checkbox.Group className='qn-question__choices' value={chosen.map(String)}
      onChange={(v) => onChange({ options: v.map(Number).sort((a, b) => a - b) })}>
      {question.options.map((label, i) => (
        <Checkbox key={i} className='qn-question__choice' value={String(i)} label={label} icon={SQUARE} activeIcon={SQUARE_CHECKED}
          {...ariaToggle('checkbox', chosen.includes(i))} />
      ))}
    </Checkbox.Group>
  )
}

// Several answers allowed: square boxes, the mark people know from forms, where one answer has NutUI's round radios.
const SQUARE = <View className='qn-square' data-testid='multiple-marker' />
const SQUARE_CHECKED = (
  <View className='qn-square qn-square--checked' data-testid='multiple-marker'><Check size={12} color='#fff' /></View>
)

/** Up to this many stars each gets a 44 px target; more must be narrower to fit a phone's width. */
const MANY_STARS = 7

function RatingInput({ question, value, onChange }: InputProps) {
  const max = question.ratingMax ?? 5
  return (
    <View className={`qn-question__rating ${max > MANY_STARS ? 'qn-question__rating--many' : ''}`}>
      <Rate count={max} value={value?.score ?? 0} onChange={(score) => onChange({ score })} />
      {value?.score ? <Text className='qn-question__score'>{t('questionnaire.form.score', { score: value.score })}</Text> : null}
    </View>
  )
}

function TextInput({ value, onChange }: InputProps) {
  return (
    <TextArea className='qn-question__text' value={value?.text ?? ''} maxLength={QUESTIONNAIRE_LIMITS.textMax} showCount autoSize
      placeholder={t('questionnaire.form.textPlaceholder')} onChange={(text) => onChange({ text })} />
  )
}

// Read out when it appears; Taro's Text props have no `role`, hence a spread.
const ALERT: Record<string, string> = { role: 'alert' }

const INPUTS = { single: ChoiceInput, multiple: ChoiceInput, rating: RatingInput, text: TextInput }

interface Props extends InputProps {
  index: number
  problem: AnswerProblem | undefined
}

function QuestionCardImpl({ index, question, value, problem, onChange }: Props) {
  const Input = INPUTS[question.kind]
  return (
    <View id={questionAnchor(question.id)} className={`qn-question ${problem ? 'qn-question--invalid' : ''}`} data-testid='question-card'>
      <View className='qn-question__head'>
        <Text className='qn-question__title'>
          {question.required && <Text className='qn-question__star' aria-label={t('questionnaire.form.required')}>*</Text>}
          {index + 1}. {question.title}
        </Text>
        <Text className='qn-question__kind'>
          {t(`questionnaire.form.${question.kind}`)}{question.required ? '' : ` · ${t('questionnaire.form.optional')}`}
        </Text>
      </View>
      {problem && <Text className='qn-question__problem' {...ALERT} data-testid='question-problem'>{problemText(problem, question)}</Text>}
      <Input question={question} value={value} onChange={onChange} />
    </View>
  )
}

export const QuestionCard = observer(QuestionCardImpl)
