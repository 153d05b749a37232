// The wrong-answer book: questions grouped by knowledge point with how often each was wrong, and a practice round
// (due questions first). Each answer is checked by the server; right twice in a row takes a question out.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { PracticeAnswered, QuestionView, WrongBookGroup } from '@contract/exams/shapes'
import { t } from '@/shared/i18n'
import { ariaButton } from '@/shared/ui/aria'
import { Empty } from '@/shared/ui/empty'
import { useAction } from '@/shared/use-action'
import { answerPractice, wrongBookPractice } from '../api'
import { responseText } from '../format'
import { QuestionCard } from './question-card'

const Groups = observer(function Groups({ groups }: { groups: WrongBookGroup[] }) {
  return (
    <>
      {groups.map((g) => (
        <View key={g.knowledgePoint} className='ex-section' data-testid='book-group'>
          <Text className='ex-section__title'>{g.knowledgePoint}（{g.items.length}）</Text>
          {g.items.map((i) => (
            <View key={i.questionId} className='ex-book-item' data-testid='book-item'>
              <Text className='ex-book-item__stem'>{i.stem}</Text>
              <Text className='ex-muted'>{t(`exams.kinds.${i.kind}`)} · {t('exams.book.wrongCount', { n: i.wrongCount })} · {t('exams.book.streak', { n: i.streak })}</Text>
            </View>
          ))}
        </View>
      ))}
    </>
  )
})

const Checked = observer(function Checked({ question, checked }: { question: QuestionView; checked: PracticeAnswered }) {
  return (
    <View className='ex-review__answers' role='status' data-testid='practice-checked' data-correct={String(checked.correct)}>
      <Text className={checked.correct ? 'ex-right' : 'ex-wrong'}>{t(checked.correct ? 'exams.book.right' : 'exams.book.wrong')}</Text>
      {checked.correctAnswer.length
        ? <Text className='ex-right'>{t('exams.result.rightAnswer', { answer: responseText(question, checked.correctAnswer) })}</Text>
        : null}
      {checked.cleared ? <Text className='ex-right'>{t('exams.book.cleared')}</Text> : null}
      <Text className='ex-description'>{checked.explanation}</Text>
    </View>
  )
})

function PracticeImpl({ questions, onDone }: { questions: QuestionView[]; onDone: () => void }) {
  const [index, setIndex] = useState(0)
  const [value, setValue] = useState<string[]>([])
  const [checked, setChecked] = useState<PracticeAnswered | null>(null)
  const q = questions[index]
  const check = useAction(async () => setChecked(await answerPractice(q.id, value)))
  const next = () => {
    if (index + 1 >= questions.length) return onDone()
    setIndex(index + 1)
    setValue([])
    setChecked(null)
  }
  return (
    <View className='ex-page' data-testid='book-practice'>
      <Text className='ex-muted ex-progress'>{t('exams.run.progress', { n: index + 1, total: questions.length })}</Text>
      <QuestionCard key={q.id} question={q} value={value} onChange={checked ? undefined : setValue}
        review={checked ? { correctAnswer: checked.correctAnswer, response: value } : undefined} />
      {checked ? <Checked question={q} checked={checked} /> : null}
      <View className='ex-actions'>
        {checked
          ? <Button type='primary' block onClick={next} data-testid='practice-next'>{t('exams.book.next')}</Button>
          : <Button type='primary' block disabled={!value.length} {...ariaButton(!value.length)} loading={check.busy} onClick={() => void check.run()} data-testid='practice-check'>{t('exams.book.check')}</Button>}
      </View>
    </View>
  )
}

const Practice = observer(PracticeImpl)

function WrongBookImpl({ groups, onChanged }: { groups: WrongBookGroup[]; onChanged: () => void }) {
  const [round, setRound] = useState<QuestionView[] | null>(null)
  const begin = useAction(async () => setRound(await wrongBookPractice()))
  if (round?.length) return <Practice questions={round} onDone={() => { setRound(null); onChanged() }} />
  if (!groups.length) return <Empty title={t('exams.book.empty')} description={t('exams.book.emptyHint')} />
  return (
    <View className='ex-page ex-page--bar' data-testid='wrong-book'>
      <Groups groups={groups} />
      <View className='ex-bar'>
        <Button type='primary' block loading={begin.busy} onClick={() => void begin.run()} data-testid='book-practise'>{t('exams.book.practise')}</Button>
      </View>
    </View>
  )
}

export const WrongBook = observer(WrongBookImpl)
