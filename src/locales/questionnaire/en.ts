// Namespace `questionnaire` in English.
// Page pages/questionnaire/index: the open questionnaires, one questionnaire's form, the thank-you state.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const questionnaire: Translation<typeof zhHans> = {
  list: {
    empty: 'No open questionnaires right now',
    emptyDesc: 'New questionnaires will appear here',
    questions: '{n} {n|question|questions}',
    closesAt: 'Closes {date}',
    noDeadline: 'No deadline',
    submitted: 'Submitted',
    take: 'Take it'
  },
  form: {
    required: 'Required',
    single: 'One choice',
    multiple: 'Multiple choice',
    rating: 'Rating',
    text: 'Your answer',
    optional: 'Optional',
    textPlaceholder: 'Type your answer',
    score: '{score}',
    closesAt: 'Closes {date}',
    submit: 'Submit',
    fixErrors: '{n} {n|question needs|questions need} your attention',
    signInFirst: 'Sign in to submit the questionnaire',
    share: 'Please answer: {title}'
  },
  problems: {
    required: 'This question is required',
    wrongKind: 'Please answer this question again',
    chooseOne: 'Choose one option only',
    optionRange: 'The options changed; please choose again',
    duplicateOption: 'Each option only once',
    ratingRange: 'Choose from 1 to {max}',
    textTooLong: 'At most {max} characters'
  },
  done: {
    thanks: 'Thank you for your answers!',
    thanksDesc: 'Your feedback helps us improve our courses and service.',
    already: 'You have already submitted this questionnaire',
    alreadyDesc: 'Everyone can submit a questionnaire once. Submitted {time}',
    onceDesc: 'Everyone can submit a questionnaire once. Thank you.',
    closed: 'This questionnaire is closed',
    closedDesc: 'It no longer takes answers. Thank you for your interest.',
    more: 'See other questionnaires'
  }
}

export default questionnaire
