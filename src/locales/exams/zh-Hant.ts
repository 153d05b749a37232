// Namespace `exams` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const exams: Translation<typeof source> = {
  modes: { quiz: '隨堂練習', mock: '模擬考試', formal: '正式考試', challenge: '章節挑戰' },
  kinds: { single: '單選題', multiple: '多選題', judge: '判斷題', fill: '填空題', short: '簡答題' },
  paper: {
    questions: '{n}題',
    total: '滿分{n}分',
    pass: '及格{n}分',
    minutes: '{n}分鐘',
    window: '考試時間：{from} 至 {to}',
    attempts: '已考{n}次',
    best: '最高{n}分',
    start: '開始考試',
    resume: '繼續答題',
    again: '再考一次',
    used: '正式考試僅有一次機會，你已參加',
    closed: '目前不在考試時間內',
    formalNote: '正式考試僅有一次機會，開考後計時不暫停，到時自動交卷；考試期間離開會被記錄。',
    confirmStart: '正式考試只能參加一次，開始後計時不暫停，確定現在開始嗎？',
    history: '考試紀錄',
    empty: '暫無考試',
    emptyHint: '購買課程或加入班級後，這裡會出現你的練習和考試',
    practiceLinks: '練習與考試',
    wrongBook: '錯題本'
  },
  run: {
    points: '{n}分',
    progress: '第 {n}/{total} 題',
    answered: '已答 {n}/{total}',
    remaining: '剩餘 {time}',
    saved: '已自動儲存',
    saving: '儲存中…',
    offline: '網路中斷，答案已暫存，恢復後自動儲存',
    prev: '上一題',
    next: '下一題',
    sheet: '答題卡',
    submit: '交卷',
    confirmSubmit: '確定交卷嗎？交卷後不能再修改答案。',
    confirmUnanswered: '還有 {n} 題未作答，確定交卷嗎？',
    timeUp: '考試時間已到，已自動交卷',
    fillHint: '請輸入答案',
    shortHint: '請輸入你的回答',
    closed: '答卷已提交'
  },
  result: {
    score: '{score}/{total}分',
    passed: '通過',
    failed: '未通過',
    pending: '待閱卷',
    pendingHint: '{n}道簡答題待考官評分，評分後公布最終成績',
    duration: '用時 {time}',
    autoSubmitted: '到時自動交卷',
    leaves: '考試期間離開 {n} 次',
    reviewLater: '正式考試結束後公布答案解析',
    wrongOnly: '錯題分析',
    allReview: '答案解析',
    noWrong: '本次沒有錯題，繼續保持！',
    yourAnswer: '你的答案：{answer}',
    rightAnswer: '正確答案：{answer}',
    noAnswer: '未作答',
    earned: '得分 {n}',
    explanation: '解析',
    back: '返回考試',
    toBook: '去錯題本練習'
  },
  book: {
    title: '錯題本',
    empty: '錯題本是空的',
    emptyHint: '練習和模擬考試中答錯的題會收在這裡，連續答對兩次即移出',
    wrongCount: '錯 {n} 次',
    streak: '連對 {n} 次',
    practise: '開始練習',
    check: '提交答案',
    right: '回答正確',
    wrong: '回答錯誤',
    cleared: '已連續答對兩次，移出錯題本',
    next: '下一題',
    done: '本輪練習完成'
  },
  challenge: {
    chapters: '章節挑戰',
    empty: '本課程暫無章節挑戰',
    leaderboard: '排行榜',
    noRanks: '還沒有人完成挑戰，快來搶第一',
    rank: '第{n}名',
    me: '我',
    start: '開始挑戰',
    again: '再次挑戰'
  }
}

export default exams
