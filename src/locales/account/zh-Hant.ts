// Namespace `account` in Traditional Chinese.
// Login and the mine tab (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const account: Translation<typeof zhHans> = {
  login: {
    welcome: '歡迎來到{name}',
    subtitle: '登入後可購買課程、報名考試、查看證書',
    bySms: '驗證碼登入',
    byPassword: '密碼登入',
    wechatQuick: '手機號快捷登入',
    phonePlaceholder: '請輸入手機號碼',
    accountPlaceholder: '請輸入手機號碼（帳號）',
    codePlaceholder: '請輸入6位驗證碼',
    passwordPlaceholder: '請輸入密碼',
    getCode: '獲取驗證碼',
    resendIn: '{seconds}秒後重發',
    codeSent: '驗證碼已發送',
    codeInvalid: '請輸入6位數字驗證碼',
    passwordRequired: '請輸入密碼',
    submit: '登入',
    success: '登入成功',
    agreePrefix: '我已閱讀並同意',
    userAgreement: '《用戶協議》',
    and: '和',
    privacyPolicy: '《隱私政策》',
    mustAgree: '請先閱讀並同意用戶協議和隱私政策',
    privacyPrompt: '在使用手機號快捷登入前，請閱讀並同意《隱私政策》。我們僅將手機號碼用於帳號登入和課程服務通知。',
    privacyAgree: '同意並繼續',
    privacyDisagree: '暫不同意'
  },
  mine: {
    guest: '未登入',
    loginHint: '登入後查看訂單、優惠券和證書',
    login: '登入/註冊',
    unnamed: '未設定姓名',
    orderShortcuts: { all: '全部訂單', unpaid: '待付款', paid: '已付款', refunding: '退款中', refunded: '已退款' },
    entries: {
      orders: '我的訂單',
      onlineSchool: '網校',
      classes: '我的班級',
      exams: '我的考試',
      certificates: '我的證書',
      coupons: '我的優惠券',
      points: '我的積分',
      profile: '個人資訊',
      address: '地址管理',
      calculators: '健身房計算器',
      password: '修改登入密碼',
      agreements: '商品協議',
      setting: '設定',
      questionnaire: '調查問卷'
    },
    staff: {
      sections: { teacher: '講師', sales: '銷售', academic: '教務', ep: 'EP結算', edu: '教育結算', judge: '考官' },
      links: {
        teacherCourse: '講師課程',
        teacherClasses: '我的班級',
        teacherArrange: '我的班級安排',
        teacherGrading: '批改作業',
        teacherLeave: '請假申請',
        teacherRatings: '評估',
        salesClasses: '班級招生情況',
        salesPerformance: '我的業績',
        salesLeads: '銷售線索',
        salesCoupons: '發放優惠券',
        salesWithdraw: '佣金提現',
        epClasses: '我的班級',
        epSettlement: '班級結算',
        epMonths: '月度開班記錄',
        epPayments: 'EP付款明細',
        eduClasses: '我的班級',
        eduMonths: '月度開班記錄',
        judgeIndex: '考評',
      }
    }
  }
}

export default account
