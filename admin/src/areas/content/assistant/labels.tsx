// Tags and filter options of the assistant's answers: state, mode, reviewed or not.
import { Tag } from 'antd'
import { AI_ANSWER_MODES, AI_MESSAGE_STATES, type AiAnswerMode, type AiMessageState } from '@contract/content/assistant-shapes'
import { translate, useT } from '../../../providers/i18n-provider'

const STATE_COLORS: Record<AiMessageState, string> = { done: 'green', streaming: 'blue', stopped: 'default', failed: 'orange', blocked: 'red' }

export function AnswerStateTag({ state }: { state: AiMessageState }) {
  const t = useT()
  return <Tag color={STATE_COLORS[state]}>{t(`contentAssistant.answers.states.${state}`)}</Tag>
}

export function AnswerModeTag({ mode }: { mode: AiAnswerMode }) {
  const t = useT()
  return <Tag color={mode === 'llm' ? 'purple' : 'cyan'}>{t(`contentAssistant.answers.modes.${mode}`)}</Tag>
}

export function ReviewedTag({ reviewedAt }: { reviewedAt: string | null }) {
  const t = useT()
  return reviewedAt ? <Tag color="green">{t('contentAssistant.answers.reviewedTag')}</Tag> : <Tag>{t('contentAssistant.answers.unreviewedTag')}</Tag>
}

export const stateOptions = () => AI_MESSAGE_STATES.map((s) => ({ value: s, label: translate(`contentAssistant.answers.states.${s}`) }))
export const modeOptions = () => AI_ANSWER_MODES.map((m) => ({ value: m, label: translate(`contentAssistant.answers.modes.${m}`) }))
export const reviewedOptions = () => (['false', 'true'] as const).map((v) => ({ value: v, label: translate(`contentAssistant.answers.reviewedOptions.${v}`) }))
