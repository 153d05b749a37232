// Namespace `exams` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const exams: Translation<typeof source> = {
  modes: { quiz: 'Practice quiz', mock: 'Mock exam', formal: 'Formal exam', challenge: 'Chapter challenge' },
  kinds: { single: 'Single choice', multiple: 'Multiple choice', judge: 'True or false', fill: 'Fill in', short: 'Short answer' },
  paper: {
    questions: '{n} questions',
    total: '{n} points',
    pass: 'Pass mark {n}',
    minutes: '{n} min',
    window: 'Open {from} to {to}',
    attempts: 'Taken {n}×',
    best: 'Best {n}',
    start: 'Start',
    resume: 'Resume',
    again: 'Take again',
    used: 'A formal exam can be taken once, and you have taken it',
    closed: 'This exam is not open now',
    formalNote: 'One attempt only. The timer does not pause and the paper is handed in when time is up; leaving the app is recorded.',
    confirmStart: 'A formal exam can be taken once and its timer does not pause. Start now?',
    history: 'Attempts',
    empty: 'No exams yet',
    emptyHint: 'Your quizzes and exams appear here once you buy a course or join a class',
    practiceLinks: 'Practice and exams',
    wrongBook: 'Wrong answers'
  },
  run: {
    points: '{n} pt',
    progress: 'Question {n} of {total}',
    answered: 'Answered {n}/{total}',
    remaining: '{time} left',
    saved: 'Saved',
    saving: 'Saving…',
    offline: 'Offline: answers are kept and saved when the network is back',
    prev: 'Previous',
    next: 'Next',
    sheet: 'Answer sheet',
    submit: 'Hand in',
    confirmSubmit: 'Hand in now? Answers cannot be changed afterwards.',
    confirmUnanswered: '{n} questions are unanswered. Hand in anyway?',
    timeUp: 'Time is up; your paper was handed in',
    fillHint: 'Type your answer',
    shortHint: 'Write your answer',
    closed: 'This paper has been handed in'
  },
  result: {
    score: '{score}/{total}',
    passed: 'Passed',
    failed: 'Not passed',
    pending: 'Being marked',
    pendingHint: '{n} short answers wait for a judge; the final score follows',
    duration: 'Took {time}',
    autoSubmitted: 'Handed in when time ran out',
    leaves: 'Left the app {n}×',
    reviewLater: 'Answers and explanations are shown after the formal exam closes',
    wrongOnly: 'Wrong answers',
    allReview: 'Answers and explanations',
    noWrong: 'No wrong answers this time. Well done!',
    yourAnswer: 'Your answer: {answer}',
    rightAnswer: 'Right answer: {answer}',
    noAnswer: 'Not answered',
    earned: '{n} points',
    explanation: 'Explanation',
    back: 'Back to the exam',
    toBook: 'Practise wrong answers'
  },
  book: {
    title: 'Wrong answers',
    empty: 'No wrong answers',
    emptyHint: 'Questions you get wrong in quizzes and mock exams gather here; two right in a row take one out',
    wrongCount: 'Wrong {n}×',
    streak: 'Right {n}× in a row',
    practise: 'Practise',
    check: 'Check',
    right: 'Right',
    wrong: 'Wrong',
    cleared: 'Right twice in a row: out of the book',
    next: 'Next',
    done: 'Round finished'
  },
  challenge: {
    chapters: 'Chapter challenges',
    empty: 'This course has no chapter challenges yet',
    leaderboard: 'Leaderboard',
    noRanks: 'Nobody has finished yet. Be the first!',
    rank: 'No. {n}',
    me: 'Me',
    start: 'Start challenge',
    again: 'Try again'
  }
}

export default exams
